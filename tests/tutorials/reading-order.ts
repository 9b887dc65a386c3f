/** The pages the tutorial runner follows, in the sidebar's reading order. */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {repoRoot} from './runner/run';

type Item = string | {type: string; link?: {id?: string}; items?: Item[]};

/** Guides that walk a reader through a procedure end to end, beside the pages titled "Tutorial:". */
const WALKTHROUGHS = ['send-data/message-validation'];

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    return [...(item.link?.id ? [item.link.id] : []), ...docIds(item.items ?? [])];
  });
}

const sourceOf = (id: string) => path.join('docs', `${id}.mdx`);

/** Get started, every "Tutorial:" page and the walkthroughs, as the sidebar orders them. */
export function tutorialPages(): string[] {
  return docIds(sidebars.docs as Item[])
    .filter((id) => {
      const file = path.join(repoRoot, sourceOf(id));
      if (!fs.existsSync(file)) return false;
      const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      return id === 'get-started/index' || title.startsWith('Tutorial:') || WALKTHROUGHS.includes(id);
    })
    .map(sourceOf);
}
