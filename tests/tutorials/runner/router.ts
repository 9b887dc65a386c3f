/**
 * The reader's router, for pages that set one up over SSH (the Teltonika RUTX tutorial): blocks that work on its
 * files (`/etc/…`) or with its RutOS tools run in a shell of their own, as the reader types them after `ssh`, and the
 * scripts the page saves there run as written. Its filesystem is a folder of its own; its clock is the platform's
 * (the page requires NTP); `curl` reaches the platform model where the scripts address the API; the RutOS tools
 * the scripts use are small stand-ins: `jsonfilter` (on jq), `ubus` (a RUTX10: no modem, so no `gsmctl`, and the
 * scripts send `null` for the modem values), `logger` and `logread` (the system log).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runShell, shellQuote, type ShellResult} from './terminal';
import {siteFacts} from '../../../plugins/facts/registry';

const API = siteFacts().text('apiBaseUrl');

export class Router {
  private readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-router-'));
  private readonly bin = path.join(this.root, 'usr', 'bin');
  private readonly log = path.join(this.root, 'var', 'log', 'messages');
  private readonly clockFile = path.join(this.root, 'clock');

  /** `modelUrl`: where the platform model answers; `now`: the platform's clock, which NTP gives the router. */
  constructor(
    private readonly modelUrl: string,
    private readonly now: () => number,
  ) {
    for (const folder of ['etc', 'tmp', 'var/log', 'usr/bin'])
      fs.mkdirSync(path.join(this.root, folder), {recursive: true});
    fs.writeFileSync(this.log, '');
    const realCurl = execFileSync('bash', ['-c', 'command -v curl']).toString().trim();
    const shim = (name: string, body: string) =>
      fs.writeFileSync(path.join(this.bin, name), `#!/bin/sh\n${body}\n`, {mode: 0o755});
    shim('curl', `exec ${realCurl} -H 'X-Tutorial-Client: curl' "$@"`);
    // jsonfilter -i FILE -e '@.member': the member's value, strings bare, nothing for a missing or null member.
    shim(
      'jsonfilter',
      `file=/dev/stdin; while [ $# -gt 0 ]; do case "$1" in -i) file=$2; shift 2;; -e) expr=$2; shift 2;; *) shift;; esac; done
jq -r "$(printf '%s' "$expr" | sed 's/^@//') | select(. != null)" "$file"`,
    );
    shim('ubus', `[ "$*" = "call system board" ] && echo '{"model": "RUTX10"}' || exit 4`);
    shim(
      'logger',
      `[ "$1" = -t ] && { tag=$2; shift 2; }; echo "user.notice \${tag:-root}: $*" >> ${this.log}`,
    );
    shim('logread', `[ "$1" = -e ] && grep -- "$2" ${this.log} || cat ${this.log}`);
    shim(
      'date',
      `case " $* " in *" -d "*) exec /bin/date "$@";; esac; exec /bin/date -d "@$(cat ${this.clockFile})" "$@"`,
    );
  }

  /** The router's own paths (`/etc/…`, `/tmp/…`) in its folder, and the platform where the page names the API. */
  private onRouter(text: string): string {
    return text
      .replace(/(^|[\s'"=(])\/(etc|tmp)\//gm, `$1${this.root}/$2/`)
      .split(API)
      .join(this.modelUrl);
  }

  /** Writes a file the page saves on the router. */
  save(name: string, text: string): void {
    const file = path.join(this.root, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, this.onRouter(text));
  }

  /** Runs one block in the router's shell; `provisioningToken` is the reader's, which the page says to write there. */
  async run(text: string, provisioningToken: string | undefined): Promise<ShellResult> {
    fs.writeFileSync(this.clockFile, String(Math.floor(this.now() / 1000)));
    const own = provisioningToken
      ? text.replace(/(printf '%s' ")[^"]*(" > \S*provisioning-token)/, `$1${provisioningToken}$2`)
      : text;
    const script = `export PATH=${shellQuote(this.bin)}:/usr/bin:/bin\ncd ${shellQuote(this.root)}\nset -e\n${this.onRouter(own)}\n`;
    return runShell('sh', script);
  }

  close(): void {
    fs.rmSync(this.root, {recursive: true, force: true});
  }
}
