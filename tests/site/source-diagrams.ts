import fs from 'node:fs';
import path from 'node:path';
import {fencedBlocks} from '../support/fenced-blocks';
import {handWrittenSourceFiles} from '../support/guide-sources';
import {sourceLabels} from '../../plugins/prerendered-diagrams/sourceLabels';
import {siteFacts} from '../../plugins/facts/registry';
import {replaceTokens} from '../../plugins/facts/remark-facts';

export interface SourceDiagram {
  file: string;
  title: string;
  labels: string[];
}

/**
 * Every ```mermaid fence of the hand-written pages, indented ones included, by its accessible title, with its fact
 * tokens written in, as remark-facts does before the diagram is drawn.
 */
export function sourceDiagrams(): SourceDiagram[] {
  return handWrittenSourceFiles().flatMap((file) =>
    fencedBlocks(fs.readFileSync(file, 'utf8').split('\n'))
      .filter((block) => block.language === 'mermaid')
      .map((block) => {
        const fence = replaceTokens(block.lines.join('\n'), siteFacts());
        return {
          file: path.relative(path.resolve(__dirname, '../..'), file),
          title: fence.match(/^\s*accTitle\s*:\s*(.+)$/m)?.[1].trim() ?? '(no accTitle)',
          labels: sourceLabels(fence),
        };
      }),
  );
}
