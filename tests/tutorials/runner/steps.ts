/**
 * The steps of a tutorial page as its markup declares them (CONTRIBUTING.md, "Tutorial steps"): every code block
 * says in its info string what the reader does with it, and `{/* step: … *\/}` comments declare the steps that have
 * no code (a Portal action, a wait, Ctrl+C). Nothing is learned from the prose. Markup that cannot be read throws,
 * naming page and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {replaceTokens} from '../../../plugins/facts/remark-facts';
import {siteFacts} from '../../../plugins/facts/registry';
import {fencedBlocks} from '../../support/fenced-blocks';

export type Alternative = 'portal' | 'cli' | 'api';

/** Values of the reader's own run that the page may show differently, each a class an output block can declare. */
export const VARYING = {
  connection: /\b(?:DefaultEndpointsProtocol|Endpoint|Server|Host)=[^\s"']+/g,
  id: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
  code: /\b[0-9A-Z]{4}-[0-9A-Z]{4}\b/g,
  time: /\b\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:\d{2})?|(?:-\d{2})+\b)?|\b\d{8}T\d{6}\b|\b\d{2}:\d{2}:\d{2}\b/g,
  token: /\b(?:rgt_|sfk_)?[A-Za-z0-9_-]{32,}\b/g,
  reading: /-?\b\d+\.\d+\b/g,
  /** A whole number the page cannot know, such as the messages a device sent today over every tutorial. */
  count: /\b\d+\b/g,
} as const;
export type Varying = keyof typeof VARYING;

interface StepBase {
  /** Page source, relative to the repository, and the 1-based line of the block's opening fence or comment. */
  page: string;
  line: number;
  /** The tab the step sits in, and the values its tab group offers; undefined outside tabs. */
  tab?: Alternative;
  offered?: Alternative[];
}

type StepKind =
  | {
      kind: 'run';
      text: string;
      /** `run=2`: one of the reader's numbered terminals; `run=router`: the router's shell over SSH. */
      terminal?: string;
      /** `ctrl-c`: the reader stops what runs in this terminal first; `ctrl-c=all`: every program. */
      ctrlC?: 'terminal' | 'all';
      /** `carry="A B"`: variables the reader exports in the new terminal, as in their first one. */
      carry: string[];
    }
  | {kind: 'save'; name: string; text: string}
  | {kind: 'edit'; name: string; text: string; below?: string}
  | {
      kind: 'output';
      language: string;
      text: string;
      vary: Varying[];
      /** `program=send.py`: what that program, started earlier, printed; else what the last run step printed. */
      program?: string;
    }
  | {kind: 'unchecked'; language: string; reason: string}
  | {kind: 'action'; name: string; params: Record<string, string>};
export type Step = StepBase & StepKind;

export class MarkupError extends Error {}

const facts = siteFacts();

/** Imported partials, read where the page places them. */
const PARTIALS: Record<string, string> = {
  AccessTokenSetup: 'docs/_partials/access-token-setup.mdx',
  TutorialDevice: 'docs/_partials/tutorial-device.mdx',
};

/** Blocks that are not steps: diagrams, drawn while the page compiles. */
const NOT_STEPS = new Set(['mermaid']);

const KEYS = new Set(['run', 'ctrl-c', 'carry', 'title', 'edit', 'output', 'vary', 'program', 'unchecked']);

/** `key`, `key=value` and `key="value with spaces"`, separated by spaces; anything else is unreadable. */
export function parseAttributes(text: string, where: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const rest = text.replace(
    /([\w-]+)(?:=(?:"([^"]*)"|([^\s"]+)))?(?:\s+|$)/g,
    (_, key: string, quoted, bare) => {
      attributes.set(key, quoted ?? bare ?? '');
      return '';
    },
  );
  if (rest.trim()) throw new MarkupError(`${where}: unreadable step markup near "${rest.trim()}"`);
  return attributes;
}

/** The steps of one page in reading order, its partials' steps placed at the line that imports them. */
export function stepsOf(page: string, repoRoot: string): Step[] {
  const lines = fs.readFileSync(path.join(repoRoot, page), 'utf8').split('\n');
  const own = pageSteps(page, lines);
  const included = lines.flatMap((line, index) =>
    Object.entries(PARTIALS)
      .filter(([name, partial]) => partial !== page && line.includes(`<${name} />`))
      .flatMap(([, partial]) =>
        stepsOf(partial, repoRoot).map((step) => ({
          ...step,
          line: index + 1,
          tab: undefined,
          offered: undefined,
        })),
      ),
  );
  return [...own, ...included].sort((a, b) => a.line - b.line);
}

const ACTION = /\{\/\*\s*step:\s*([\w-]+)(.*?)\s*\*\/\}/;

function pageSteps(page: string, lines: string[]): Step[] {
  const tabAt = tabsOf(lines);
  const steps: Step[] = [];
  lines.forEach((line, index) => {
    const action = ACTION.exec(line);
    if (action)
      steps.push({
        page,
        line: index + 1,
        ...tabAt(index),
        kind: 'action',
        name: action[1],
        params: Object.fromEntries(parseAttributes(action[2].trim(), `${page}:${index + 1}`)),
      });
    else if (/\{\/\*\s*step\b/.test(line))
      throw new MarkupError(`${page}:${index + 1}: unreadable step comment ${line.trim()}`);
  });
  for (const block of fencedBlocks(lines)) {
    if (NOT_STEPS.has(block.language)) continue;
    const where = `${page}:${block.start + 1}`;
    const indent = /^\s*/.exec(lines[block.start])![0].length;
    const text = replaceTokens(
      block.lines.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)![0].length))).join('\n'),
      facts,
    );
    const step = blockStep(block.language, block.meta, text, where);
    const base = {page, line: block.start + 1, ...tabAt(block.start)};
    if (step.kind !== 'run') steps.push({...base, ...step});
    else steps.push(...terminalParts(step.text).map((part) => ({...base, ...step, ...part})));
  }
  return steps.sort((a, b) => a.line - b.line);
}

function blockStep(
  language: string,
  meta: string,
  text: string,
  where: string,
): Exclude<StepKind, {kind: 'action'}> {
  const attributes = parseAttributes(meta, where);
  const unknown = [...attributes.keys()].find((key) => !KEYS.has(key));
  if (unknown) throw new MarkupError(`${where}: unknown step markup "${unknown}"`);
  const kinds = ['run', 'edit', 'output', 'unchecked'].filter((key) => attributes.has(key));
  if (kinds.length === 0 && attributes.has('title')) kinds.push('save');
  if (kinds.length !== 1)
    throw new MarkupError(
      kinds.length === 0
        ? `${where}: a ${language || 'plain'} block without a step marker (run, title=, edit=, output or unchecked=)`
        : `${where}: a block marked as ${kinds.join(' and ')}; give it one kind`,
    );
  const value = (key: string) => attributes.get(key) ?? '';
  switch (kinds[0]) {
    case 'run':
      return {
        kind: 'run',
        text,
        terminal: value('run') || undefined,
        ctrlC: attributes.has('ctrl-c') ? (value('ctrl-c') === 'all' ? 'all' : 'terminal') : undefined,
        carry: value('carry').split(/\s+/).filter(Boolean),
      };
    case 'save':
      return {kind: 'save', name: value('title'), text: text + '\n'};
    case 'edit': {
      const [how, anchor] = value('edit').split(/\s+/);
      if (!value('title') || !(how === 'replace' || (how === 'below' && anchor)))
        throw new MarkupError(
          `${where}: an edit needs title="<file>" and edit="replace" or edit="below <name>"`,
        );
      return {kind: 'edit', name: value('title'), text, below: anchor};
    }
    case 'output': {
      const vary = value('vary').split(/\s+/).filter(Boolean);
      const stray = vary.find((name) => !(name in VARYING));
      if (stray)
        throw new MarkupError(`${where}: vary="${stray}" is none of ${Object.keys(VARYING).join(', ')}`);
      return {kind: 'output', language, text, vary: vary as Varying[], program: attributes.get('program')};
    }
    default:
      if (!value('unchecked')) throw new MarkupError(`${where}: unchecked="…" needs the reason`);
      return {kind: 'unchecked', language, reason: value('unchecked')};
  }
}

/**
 * A run block whose lines go to several terminals: `# terminal 2` starts the part the reader pastes into their
 * terminal 2. A block without such lines is one part, in the terminal its `run=` names.
 */
function terminalParts(text: string): Array<{text: string; terminal?: string}> {
  const parts: Array<{text: string; terminal?: string}> = [];
  for (const line of text.split('\n')) {
    const terminal = /^#\s*terminal\s+(\d+)\b/i.exec(line.trim())?.[1];
    if (terminal) parts.push({text: '', terminal});
    else if (parts.length === 0) parts.push({text: line});
    else parts.at(-1)!.text += `${parts.at(-1)!.text ? '\n' : ''}${line}`;
  }
  return parts
    .filter((part) => part.terminal || part.text.trim())
    .map((part) => (part.terminal ? part : {text: part.text}));
}

/** For each line, the `<TabItem value>` it sits in and the values its `<Tabs>` group offers. */
function tabsOf(lines: string[]): (index: number) => {tab?: Alternative; offered?: Alternative[]} {
  const at: Array<{tab?: Alternative; offered?: Alternative[]}> = [];
  let offered: Alternative[] | null = null;
  let tab: Alternative | undefined;
  lines.forEach((line, index) => {
    if (/<Tabs\b/.test(line)) {
      offered = [];
      for (let next = index + 1; next < lines.length && !/<\/Tabs>/.test(lines[next]); next++) {
        const value = /<TabItem value="(\w+)"/.exec(lines[next])?.[1];
        if (value) offered.push(value as Alternative);
      }
    }
    const value = /<TabItem value="(\w+)"/.exec(line)?.[1];
    if (value) tab = value as Alternative;
    if (/<\/Tabs>/.test(line)) {
      offered = null;
      tab = undefined;
    }
    at[index] = offered ? {tab, offered} : {};
  });
  return (index) => at[index] ?? {};
}
