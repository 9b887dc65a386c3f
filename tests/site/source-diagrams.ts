import fs from 'node:fs';
import path from 'node:path';
import {guideSourceFiles} from '../support/guide-sources';
import {sourceLabels} from '../../plugins/prerendered-diagrams/sourceLabels';

export interface SourceDiagram {
  file: string;
  title: string;
  labels: string[];
}

const apiOverviewDir = path.resolve(__dirname, '../../api');

/** Every ```mermaid fence of the hand-written pages, by its accessible title. */
export function sourceDiagrams(): SourceDiagram[] {
  const apiOverviewPages = fs
    .readdirSync(apiOverviewDir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(apiOverviewDir, name));
  return [...guideSourceFiles(), ...apiOverviewPages].flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^```mermaid\n([\s\S]*?)\n```/gm)].map(([, fence]) => ({
      file: path.relative(path.resolve(__dirname, '../..'), file),
      title: fence.match(/^\s*accTitle\s*:\s*(.+)$/m)?.[1].trim() ?? '(no accTitle)',
      labels: sourceLabels(fence),
    })),
  );
}
