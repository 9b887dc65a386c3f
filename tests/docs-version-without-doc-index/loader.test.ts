import {describe, expect, it} from 'vitest';
import {withoutDocIndex} from '../../plugins/docs-version-without-doc-index/version-without-doc-index.js';

describe('the loader of the guides route props', () => {
  it('empties the index of pages in the version data, and keeps the sidebar', () => {
    const version = {
      pluginId: 'default',
      docsSidebars: {docs: [{type: 'link', label: 'Roles', href: '/manage-access/roles', docId: 'roles'}]},
      docs: {roles: {id: 'roles', title: 'Roles', description: 'The built-in roles.', sidebar: 'docs'}},
    };
    expect(JSON.parse(withoutDocIndex(JSON.stringify({version})))).toEqual({version: {...version, docs: {}}});
  });

  it('leaves the props of other routes as they are', () => {
    const props = JSON.stringify({tag: {label: 'alerts', description: 'Alert rules and alerts.'}});
    expect(withoutDocIndex(props)).toBe(props);
  });
});
