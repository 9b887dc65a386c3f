// Checks what `npm test` needs beyond npm packages, and says how to get what is missing.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const problems = [];

// import.meta.dirname and Dirent.parentPath, which the scripts and tests use, came in Node.js 20.12.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 12))
  problems.push(`Node.js 20.12 or newer is required (found ${process.versions.node}).`);
if (!fs.existsSync(chromium)) {
  problems.push(
    `Chromium was not found at ${chromium}. The browser tests use Debian's package:\n` +
      `    sudo apt-get update && sudo apt-get install -y chromium\n` +
      `  (or set CHROMIUM_PATH to another Chromium binary).`,
  );
}
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));
if (!hasNginx) {
  problems.push(
    `nginx was not found. The production-server tests use Debian's package:\n` +
      `    sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`,
  );
}
// The SDK sample check (tests/guides/) compiles the guides' Python, C and Rust samples. Debian's packages are named
// like the commands.
const compilers = ['python3', 'gcc', 'cargo'].filter(
  (command) => spawnSync(command, ['--version']).status !== 0,
);
if (compilers.length > 0) {
  problems.push(
    `${compilers.join(', ')} not found. The SDK sample check uses Debian's packages:\n` +
      `    sudo apt-get install -y ${compilers.join(' ')}`,
  );
}

// The tutorial runner runs the pages' shell steps, which pipe curl into jq and stop programs with pkill (procps).
const shellTools = [
  ['jq', 'jq'],
  ['curl', 'curl'],
  ['pkill', 'procps'],
].filter(([command]) => spawnSync(command, ['--version']).error !== undefined);
if (shellTools.length > 0) {
  problems.push(
    `${shellTools.map(([command]) => command).join(', ')} not found. The tutorial steps use Debian's packages:\n` +
      `    sudo apt-get install -y ${shellTools.map(([, pkg]) => pkg).join(' ')}`,
  );
}

if (problems.length > 0) {
  console.error(`Cannot run the tests yet:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
