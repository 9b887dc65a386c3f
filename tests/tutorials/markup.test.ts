/**
 * Every code block of a tutorial declares its step, and the closing note of a run lists each tutorial's blocks by
 * kind and every block the runner does not take, with its reason.
 */
import {describe, expect, it} from 'vitest';
import {tutorialPages} from './reading-order';
import {repoRoot} from './runner/run';
import {parseAttributes, stepsOf} from './runner/steps';

describe('step markup', () => {
  it('a block without a marker fails, naming page and line', () => {
    expect(() => stepsOf('tests/tutorials/fixtures/no-marker.mdx', repoRoot)).toThrow(
      /^tests\/tutorials\/fixtures\/no-marker\.mdx:5: a bash block without a step marker/,
    );
  });

  it('unreadable markup fails, naming where', () => {
    expect(() => parseAttributes('output vary="id', 'docs/x.mdx:3')).toThrow(/^docs\/x\.mdx:3: unreadable/);
  });

  it.each(tutorialPages())('%s: every block declares its step', (page) => {
    const steps = stepsOf(page, repoRoot);
    const kinds: Record<string, number> = {};
    for (const step of steps) kinds[step.kind] = (kinds[step.kind] ?? 0) + 1;
    const unchecked = steps.flatMap((step) =>
      step.kind === 'unchecked' ? [`  ${step.page}:${step.line} (${step.language}): ${step.reason}`] : [],
    );
    console.log(`${page}: ${JSON.stringify(kinds)}${unchecked.length ? `\n${unchecked.join('\n')}` : ''}`);
    expect(steps.length).toBeGreaterThan(0);
  });
});

/** Systems outside the model that some steps need, listed once, with the number of blocks each covers. */
const OUTSIDE: Record<string, number> = {
  Databricks: 9,
  'Event Hubs': 4,
  OpenTelemetry: 5,
  Grafana: 1,
  jsonschema: 2,
  'Azure CLI': 5,
};

it('the blocks left to systems outside the model are the ones listed', () => {
  const reasons = tutorialPages()
    .flatMap((page) => stepsOf(page, repoRoot))
    .flatMap((step) => (step.kind === 'unchecked' ? [step.reason] : []));
  const counted = Object.fromEntries(
    Object.keys(OUTSIDE).map((system) => [
      system,
      reasons.filter((reason) => reason.includes(system)).length,
    ]),
  );
  expect(counted).toEqual(OUTSIDE);
});
