/**
 * Finds facts typed by hand in guide sources: a registered value next to its subject on one line, where the guide
 * should render the fact instead.
 */
import type {Facts} from './registry';

export interface Retyped {
  line: number;
  fact: string;
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a hand-typed copy of the fact looks: its `typed` pattern, else its phrase (numbers with or without commas). */
function typedPattern(facts: Facts, name: string): RegExp | undefined {
  const fact = facts.definition(name);
  if (!fact.subject || fact.template) return undefined;
  if (fact.typed) return new RegExp(fact.typed);
  const phrase = escape(facts.text(name)).replace(/(\d),(\d{3})/g, '$1,?$2');
  return new RegExp(`(?<![\\w.])${phrase}(?![\\w])`);
}

/** Lines of an MDX source that retype a fact; mermaid blocks and front matter are left out. */
export function findRetyped(source: string, facts: Facts): Retyped[] {
  const checks = facts
    .names()
    .map((name) => ({
      name,
      typed: typedPattern(facts, name),
      subject: new RegExp(facts.definition(name).subject ?? '$^'),
    }))
    .filter((check): check is {name: string; typed: RegExp; subject: RegExp} => Boolean(check.typed));
  const found: Retyped[] = [];
  let skipping: string | null = null;
  source.split('\n').forEach((text, index) => {
    if (index === 0 && text === '---') skipping = '---';
    else if (skipping) {
      if (text.trim() === skipping || (skipping !== '---' && text.trim().startsWith(skipping)))
        skipping = null;
      return;
    }
    const fence = /^\s*(`{3,})mermaid\b/.exec(text);
    if (fence) {
      skipping = fence[1];
      return;
    }
    if (skipping) return;
    for (const {name, typed, subject} of checks) {
      const withoutTyped = text.replace(typed, ' ');
      if (typed.test(text) && subject.test(withoutTyped))
        found.push({line: index + 1, fact: name, text: text.trim()});
    }
  });
  return found;
}
