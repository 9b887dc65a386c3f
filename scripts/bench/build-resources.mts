import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Sums the resident memory of a process and its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // ended
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `npm run build` (in `cwd`, the site by default), timing it and sampling the memory of its whole
 * process tree; `output` is what the build printed.
 */
export async function measureBuild(
  cwd = process.cwd(),
): Promise<{seconds: number; peakBytes: number; output: string}> {
  const started = Date.now();
  const build = spawn('npm', ['run', 'build'], {cwd, stdio: ['ignore', 'pipe', 'inherit']});
  let output = '';
  build.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let peakBytes = 0;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(build.pid!));
  }, 200);
  const code: number = await new Promise((resolve) => build.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error('the build failed');
  return {seconds: (Date.now() - started) / 1000, peakBytes, output};
}
