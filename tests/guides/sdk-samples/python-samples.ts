import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {CodeSample} from './code-samples';

const checker = path.join(__dirname, 'check_python.py');

/** Problems of each Python sample by its location; one python3 process checks them all. */
export function pythonProblems(samples: CodeSample[]): Record<string, string[]> {
  const input = JSON.stringify(samples.map(({where, source}) => ({where, source})));
  const run = spawnSync('python3', ['-B', checker], {input, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`check_python.py failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}
