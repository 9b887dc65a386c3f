import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {CodeSample} from './code-samples';
import {inTemporaryFolder} from './tools';

const headerDir = path.join(__dirname, '..', 'sdk-stubs', 'c');
// Any warning fails too: a sample readers copy should compile cleanly with the usual warnings on.
const gccFlags = ['-fsyntax-only', '-std=gnu17', '-Wall', '-Werror', '-Werror=implicit-function-declaration'];

/**
 * A block without any `#include` is a fragment of a program shown earlier on its page: it is compiled as the
 * body of `main`, after the standard headers the full samples use and the SDK header.
 */
function translationUnit(source: string): string {
  if (/^\s*#\s*include\b/m.test(source)) return source;
  const headers = ['stdbool.h', 'stdint.h', 'stdio.h', 'stdlib.h', 'string.h', 'time.h'];
  return [
    ...headers.map((header) => `#include <${header}>`),
    '#include "spotflow.h"',
    'int main(void)',
    '{',
    source,
    '    return 0;',
    '}',
  ].join('\n');
}

/** gcc's complaints about one C sample, with line numbers of the compiled text; empty when it compiles. */
export function cProblems(sample: CodeSample): string[] {
  return inTemporaryFolder((folder) => {
    const file = path.join(folder, 'sample.c');
    fs.writeFileSync(file, translationUnit(sample.source));
    const run = spawnSync('gcc', [...gccFlags, '-I', headerDir, file], {encoding: 'utf8'});
    if (run.status === 0) return [];
    return run.stderr
      .split('\n')
      .filter((line) => /\b(error|warning):/.test(line))
      .map((line) => line.replace(`${file}:`, 'line '));
  });
}
