/**
 * Sample CLI output in the guides agrees with the CLI model: a table has the columns the reference shows for the
 * command, and `-o json` or `-o yaml` output validates against the response of the operation the command calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {guideSourceFiles} from '../support/guide-sources';
import {allCommands, type CliCommand} from '../../plugins/cli-reference/model';
import {columnsOf, model, modelColumns, outputProblems} from './cli-output';

const repoRoot = path.resolve(__dirname, '../..');
const commandsLongestFirst = allCommands(model).sort((a, b) => b.fullName.length - a.fullName.length);

interface Sample {
  where: string;
  commandLine: string;
  command: CliCommand;
  language: string;
  output: string;
}

/** A shell block whose last `spotf` command is followed directly by a block with its output. */
function samplesIn(file: string, source: string): Sample[] {
  const lines = source.split('\n');
  const blocks = fencedBlocks(lines);
  return blocks.slice(0, -1).flatMap((block, index) => {
    const next = blocks[index + 1];
    // Output follows the command directly, or after a sentence that introduces it ("The CLI prints …:").
    const between = lines.slice(block.end + 1, next.start).filter((line) => line.trim());
    const adjacent = between.length === 0 || /:$/.test(between[between.length - 1].trim());
    if (!adjacent || !/^(bash|sh|shell|console)$/.test(block.language)) return [];
    if (!/^(text|json|yaml)?$/.test(next.language)) return [];
    const commandLine = block.lines
      .join('\n')
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => /(^|\s)spotf /.test(line))
      .pop();
    if (!commandLine) return [];
    const invoked = commandLine.slice(commandLine.search(/(^|\s)spotf /)).trim();
    const command = commandsLongestFirst.find((candidate) =>
      new RegExp(`^${candidate.fullName}(\\s|$)`).test(invoked),
    );
    if (!command) return [];
    return [
      {
        where: `${path.relative(repoRoot, file)}:${next.start + 1}`,
        commandLine: invoked,
        command,
        language: next.language || 'text',
        output: next.lines.join('\n'),
      },
    ];
  });
}

/** Problems of one sample; empty when it agrees with the model. */
function sampleProblems(sample: Sample): string[] {
  const machine = /(-o|--output)[ =](json|yaml)\b/.exec(sample.commandLine);
  if (machine) {
    if (/[|>]/.test(sample.commandLine)) return [];
    return outputProblems(sample.command, {
      title: sample.where,
      command: sample.commandLine,
      outputLanguage: machine[2] as 'json' | 'yaml',
      output: sample.output,
    }).map((problem) => `${sample.where}: ${problem}`);
  }
  const columns = columnsOf(sample.output);
  if (sample.language !== 'text' || columns.length < 2) return [];
  const expected = modelColumns(sample.command);
  if (!expected)
    return [`${sample.where}: ${sample.command.fullName} prints a table the CLI reference does not show`];
  if (columns.join('|') === expected.join('|')) return [];
  return [
    `${sample.where}: ${sample.command.fullName} prints columns ${columns.join(', ')}; the CLI reference shows ${expected.join(', ')}`,
  ];
}

describe('sample CLI output in the guides', () => {
  const samples = guideSourceFiles().flatMap((file) => samplesIn(file, fs.readFileSync(file, 'utf8')));

  it('finds output samples of spotf commands', () => {
    expect(samples.length).toBeGreaterThan(20);
  });

  it('matches the columns and fields of the CLI reference', () => {
    expect(samples.flatMap(sampleProblems)).toEqual([]);
  });

  it('reports a table whose columns differ and JSON with a field the API lacks', () => {
    const source = [
      '```bash',
      'spotf workspace list',
      '```',
      '',
      '```text',
      'Name  State',
      'demo  Trial',
      '```',
      '',
      '```bash',
      'spotf login -o json',
      '```',
      '```json',
      '{"userName": "Bob"}',
      '```',
    ].join('\n');
    const problems = samplesIn(path.join(repoRoot, 'docs/x.mdx'), source).flatMap(sampleProblems);
    expect(problems[0]).toMatch(
      /^docs\/x\.mdx:5: spotf workspace list prints columns Name, State; the CLI reference shows ID, NAME/,
    );
    expect(problems.slice(1).join('\n')).toMatch(/docs\/x\.mdx:13: .*userName|required/);
  });
});
