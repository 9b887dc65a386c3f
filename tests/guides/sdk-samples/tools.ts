import {spawnSync} from 'node:child_process';

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
