/**
 * The steps of a tutorial page as a reader meets them: shell blocks to run, programs to save, the output the page
 * shows after a command, each with its line, and the alternative (Portal, CLI, API tab) it belongs to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {replaceTokens} from '../../../plugins/facts/remark-facts';
import {siteFacts} from '../../../plugins/facts/registry';
import {fencedBlocks} from '../../support/fenced-blocks';

export type Alternative = 'portal' | 'cli' | 'api';

interface StepBase {
  /** Page source, relative to the repository, and the 1-based line of the block's first line of code. */
  page: string;
  line: number;
  /** The tab the block sits in, or undefined outside tabs. */
  tab?: Alternative;
  /** The `## ` heading the block is under. */
  section?: string;
  /** Tabs offered by the tab group the block sits in. */
  offered?: Alternative[];
}

export type Step =
  | (StepBase & {
      kind: 'shell';
      text: string;
      /** The reader's numbered terminal (`# terminal 2`) the commands go to; else the one they work in. */
      terminal?: string;
      /** The prose before the block has the reader press Ctrl+C first (in the terminal the block runs in). */
      stopsFirst?: boolean;
      /** Variables the prose has the reader export in each new terminal ("export `SPOTFLOW_PROVISIONING_TOKEN`"). */
      carried?: string[];
    })
  | (StepBase & {kind: 'file'; name: string; text: string})
  | (StepBase & {kind: 'edit'; name: string; text: string; below?: string})
  | (StepBase & {kind: 'output'; language: string; text: string});

const SHELL = new Set(['bash', 'shell', 'sh', 'console']);
const OUTPUT = new Set(['text', 'json', 'yaml', '']);
/** "Save `send.py`", and "Save this script as `/etc/spotflow/token.sh`" for a file on another machine. */
const SAVED_ALL =
  /\b(?:[Ss]ave|[Cc]reate|[Ww]rite)\b[^`]*`([\w.-]+\.(?:py|json|sh))`|\b[Ss]ave\b[^`.]* as `(\/[\w./-]+)`/g;
/** "Open `program.py` and add ...": the blocks that follow change a program saved earlier. */
const OPENED = /\b[Oo]pen\s+`([\w.-]+\.py)`/;
/** "add a constant below `MAX_INTERVAL`": where a new line goes. */
const BELOW = /\bbelow\s+`(\w+)`/;
/** A line that sends what follows to one of the reader's numbered terminals. */
const TERMINAL = /^#\s*terminal\s+(\d+)\b/i;

const facts = siteFacts();
const SKIP = /\{\/\*\s*tutorial-runner: skip\b[^]*\*\/\}\s*$/;

const PARTIALS: Record<string, string> = {
  AccessTokenSetup: 'docs/_partials/access-token-setup.mdx',
  TutorialDevice: 'docs/_partials/tutorial-device.mdx',
};

/** The steps of one page in reading order; imported partials are read where the page places them. */
export function stepsOf(file: string, repoRoot: string): Step[] {
  const page = path.relative(repoRoot, file);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const own = blockSteps(page, lines);
  const included = lines.flatMap((line, index) =>
    Object.entries(PARTIALS)
      .filter(([name]) => line.includes(`<${name} />`))
      .flatMap(([, partial]) =>
        blockSteps(partial, fs.readFileSync(path.join(repoRoot, partial), 'utf8').split('\n')).map(
          (step) => ({
            ...step,
            page,
            line: index + 1,
          }),
        ),
      ),
  );
  return [...own, ...included].sort((a, b) => a.line - b.line);
}

function blockSteps(page: string, lines: string[]): Step[] {
  const tabAt = tabsOf(lines);
  const steps: Step[] = [];
  let previousEnd = -1;
  let opened: string | undefined;
  for (const block of fencedBlocks(lines)) {
    const prose = lines.slice(previousEnd + 1, block.start).join('\n');
    previousEnd = block.end;
    const indent = /^\s*/.exec(lines[block.start])![0].length;
    const text = replaceTokens(
      block.lines.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)![0].length))).join('\n'),
      facts,
    );
    const section =
      lines
        .slice(0, block.start)
        .reverse()
        .find((line) => /^## /.test(line)) ?? '';
    const base = {page, line: block.start + 2, section, ...tabAt(block.start)};
    const saved = [...prose.matchAll(SAVED_ALL)].at(-1);
    // `{/* tutorial-runner: skip, <why> */}` right before a block: a step the runner cannot take (another language).
    if (SKIP.test(lastParagraph(prose))) continue;
    // A script saved on another machine ("Save this script as `/etc/…`") is written there, not run.
    if (SHELL.has(block.language) && !saved?.[2]) {
      const paragraph = lastParagraph(prose);
      const stopsFirst = /Ctrl\+C/.test(paragraph);
      const carried = /\bexport\b/.test(paragraph)
        ? [...paragraph.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1])
        : [];
      steps.push(
        ...terminalParts(text).map((part) => ({
          ...base,
          ...part,
          kind: 'shell' as const,
          stopsFirst,
          carried,
        })),
      );
      opened = undefined;
      continue;
    }
    opened = OPENED.exec(prose)?.[1] ?? (saved ? undefined : opened);
    if (opened && block.language === 'python')
      steps.push({...base, kind: 'edit', name: opened, text, below: BELOW.exec(lastParagraph(prose))?.[1]});
    else if (saved && !/unchecked/.test(block.meta))
      steps.push({...base, kind: 'file', name: saved[1] ?? saved[2], text: text + '\n'});
    else if (OUTPUT.has(block.language) && steps.at(-1)?.kind === 'shell' && introducesOutput(prose)) {
      steps.push({...base, kind: 'output', language: block.language || 'text', text});
    }
  }
  return steps;
}

/**
 * A block whose lines go to several terminals (`# terminal 1`, `# terminal 2`, ...): one part per terminal, as the
 * reader pastes each part into its own terminal. A block without such lines is one part, in the reader's terminal.
 */
function terminalParts(text: string): Array<{text: string; terminal?: string}> {
  const parts: Array<{text: string; terminal?: string}> = [];
  for (const line of text.split('\n')) {
    const terminal = TERMINAL.exec(line.trim())?.[1];
    if (terminal) parts.push({text: '', terminal});
    else if (parts.length === 0) parts.push({text: line});
    else parts.at(-1)!.text += `${parts.at(-1)!.text ? '\n' : ''}${line}`;
  }
  return parts.filter((part) => part.terminal || part.text.trim());
}

const lastParagraph = (prose: string) =>
  prose
    .split(/\n\s*\n/)
    .filter((part) => /\S/.test(part))
    .at(-1) ?? '';

/** Nothing between a command and the block, or one paragraph about it ("The program prints ...:"), in the same tab. */
const introducesOutput = (prose: string) =>
  !/<\/?Tab|^#/m.test(prose) && prose.split(/\n\s*\n/).filter((part) => /\S/.test(part)).length <= 1;

/** For each line, the `<TabItem value>` it sits in and the values its `<Tabs>` group offers. */
export function tabsOf(lines: string[]): (index: number) => {tab?: Alternative; offered?: Alternative[]} {
  const at: Array<{tab?: Alternative; offered?: Alternative[]}> = [];
  let group: {offered: Alternative[]; start: number} | null = null;
  let tab: Alternative | undefined;
  lines.forEach((line, index) => {
    if (/<Tabs\b/.test(line)) {
      const offered: Alternative[] = [];
      for (let next = index + 1; next < lines.length && !/<\/Tabs>/.test(lines[next]); next++) {
        const value = /<TabItem value="(\w+)"/.exec(lines[next])?.[1];
        if (value) offered.push(value as Alternative);
      }
      group = {offered, start: index};
    }
    const value = /<TabItem value="(\w+)"/.exec(line)?.[1];
    if (value) tab = value as Alternative;
    if (/<\/Tabs>/.test(line)) {
      group = null;
      tab = undefined;
    }
    at[index] = group ? {tab, offered: group.offered} : {};
  });
  return (index) => at[index] ?? {};
}
