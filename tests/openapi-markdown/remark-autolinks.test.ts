import {describe, expect, it} from 'vitest';
import remarkEscapedAutolinks from '../../plugins/openapi-markdown/remark-autolinks';

type Node = {type: string; value?: string; url?: string; children?: Node[]};
const paragraph = (...children: Node[]): Node => ({type: 'root', children: [{type: 'paragraph', children}]});

describe('autolinks that the API generator escaped', () => {
  it('become links without visible angle brackets', () => {
    const tree = paragraph({type: 'text', value: 'Send it to <https://hooks.example.com/spotflow> today.'});
    remarkEscapedAutolinks()(tree);
    expect(tree.children![0].children).toEqual([
      {type: 'text', value: 'Send it to '},
      {
        type: 'link',
        url: 'https://hooks.example.com/spotflow',
        children: [{type: 'text', value: 'https://hooks.example.com/spotflow'}],
      },
      {type: 'text', value: ' today.'},
    ]);
  });

  it('leave code and other angle brackets alone', () => {
    const tree = paragraph(
      {type: 'inlineCode', value: '<https://example.com>'},
      {type: 'text', value: ' a <workspaceId>:<deviceId> pair'},
    );
    const before = JSON.stringify(tree);
    remarkEscapedAutolinks()(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('autolinks whose address GFM already linked', () => {
  it('lose the angle brackets left around the link', () => {
    const link = {
      type: 'link',
      url: 'https://example.com/x',
      children: [{type: 'text', value: 'https://example.com/x'}],
    };
    const tree = paragraph({type: 'text', value: 'see <'}, link, {type: 'text', value: '> now'});
    remarkEscapedAutolinks()(tree);
    expect(tree.children![0].children).toEqual([
      {type: 'text', value: 'see '},
      link,
      {type: 'text', value: ' now'},
    ]);
  });
});
