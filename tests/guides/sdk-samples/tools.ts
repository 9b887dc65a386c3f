import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Fails with the Debian package to install when a compiler the SDK sample check runs is missing: `.ci/run`
 * installs them, so a missing one is a broken machine, not a reason to skip.
 */
export function requireTool(command: string, debianPackage: string): void {
  const probe = spawnSync(command, ['--version'], {encoding: 'utf8'});
  if (probe.error || probe.status !== 0)
    throw new Error(
      `${command} is needed to check the SDK samples in the guides: install it with \`apt-get install ${debianPackage}\``,
    );
}

/** Runs `use` in a fresh temporary folder, removed afterwards, and returns what it returns. */
export function inTemporaryFolder<T>(use: (folder: string) => T): T {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-sample-'));
  try {
    return use(folder);
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}
