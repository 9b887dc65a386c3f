import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {CodeSample} from './code-samples';
import {inTemporaryFolder} from './tools';

const stubs = path.join(__dirname, '..', 'sdk-stubs', 'rust');
// The crates the samples use beside the SDK; the stubs stand in for them so that nothing comes from crates.io.
const crates = ['spotflow', 'anyhow', 'chrono', 'serde_json', 'env_logger', 'ctrlc'];
// Kept between runs so that the stub crates compile once.
const targetDir = path.join(os.tmpdir(), 'spotflow-guide-samples-target');

/**
 * A block without `fn main` is a fragment of a program shown earlier on its page: it becomes the body of a `main`
 * that returns `anyhow::Result`, with the SDK's items in scope and `token`, the provisioning token the full
 * samples read from the environment.
 */
function rustProgram(source: string): string {
  if (/\bfn main\s*\(/.test(source)) return source;
  return [
    '#![allow(unused)]',
    'use spotflow::*;',
    'fn main() -> anyhow::Result<()> {',
    '    let token = String::new();',
    source,
    '    Ok(())',
    '}',
  ].join('\n');
}

/** rustc's errors for one Rust sample, with line numbers of the compiled text; empty when it compiles. */
export function rustProblems(sample: CodeSample): string[] {
  return inTemporaryFolder((folder) => {
    const dependencies = crates.map(
      (crate) => `${crate} = {path = ${JSON.stringify(path.join(stubs, crate))}}`,
    );
    fs.writeFileSync(
      path.join(folder, 'Cargo.toml'),
      ['[package]', 'name = "guide-sample"', 'version = "0.0.0"', 'edition = "2021"', '', '[dependencies]']
        .concat(dependencies, ['', '[workspace]', ''])
        .join('\n'),
    );
    fs.mkdirSync(path.join(folder, 'src'));
    fs.writeFileSync(path.join(folder, 'src', 'main.rs'), rustProgram(sample.source));
    const run = spawnSync('cargo', ['check', '--offline', '--quiet', '--message-format', 'short'], {
      cwd: folder,
      encoding: 'utf8',
      env: {...process.env, CARGO_TARGET_DIR: targetDir},
    });
    if (run.status === 0) return [];
    return run.stderr
      .split('\n')
      .filter((line) => /^src\/main\.rs:\d+:\d+: error/.test(line))
      .map((line) => line.replace('src/main.rs:', 'line '));
  });
}
