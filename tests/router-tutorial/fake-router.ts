/**
 * A stand-in for a RutOS router that runs the Teltonika RUTX tutorial's shell scripts as published: its folder
 * moved into a temporary directory, the router's own tools (curl, jsonfilter, logger, ubus, gsmctl) replaced by
 * stubs, and the platform played by a table of canned answers.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteFacts} from '../../plugins/facts/registry';
import {replaceTokens} from '../../plugins/facts/remark-facts';

const tutorialSource = fs.readFileSync(
  path.resolve(__dirname, '../../docs/send-data/tutorial-send-telemetry-teltonika-rutx.mdx'),
  'utf8',
);

/** A request the scripts made, as the curl stub recorded it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: string[];
  body: string;
}

/** The platform's answer to `METHOD /path` (the query string left out). */
export type Answers = Record<string, {status: number; body?: unknown}>;

const STUBS: Record<string, string> = {
  curl: `#!/usr/bin/env python3
import json, os, sys, urllib.parse
args, request, out = sys.argv[1:], {"headers": []}, None
i = 0
while i < len(args):
    a = args[i]
    if a in ("-o", "-w", "-X", "-H", "-d", "--max-time"):
        value = args[i + 1]
        if a == "-o": out = value
        elif a == "-X": request["method"] = value
        elif a == "-H": request["headers"].append(value)
        elif a == "-d": request["body"] = value
        i += 2
    else:
        if not a.startswith("-"): request["url"] = a
        i += 1
with open(os.environ["STUB_REQUESTS"], "a") as log: log.write(json.dumps(request) + "\\n")
key = request.get("method", "GET") + " " + urllib.parse.urlparse(request["url"]).path
answer = json.load(open(os.environ["STUB_ANSWERS"])).get(key, {"status": 500, "body": {"title": "no answer for " + key}})
open(out, "w").write(json.dumps(answer.get("body", {})))
print(answer["status"], end="")
`,
  jsonfilter: `#!/usr/bin/env python3
import json, sys
args = sys.argv[1:]
source = open(args[args.index("-i") + 1]) if "-i" in args else sys.stdin
value = json.load(source)
for key in args[args.index("-e") + 1][2:].split("."):
    value = value.get(key) if isinstance(value, dict) else None
if value is None: sys.exit(1)
print(value if isinstance(value, str) else json.dumps(value))
`,
  logger: `#!/bin/sh
shift 2
echo "$*" >> "$STUB_LOG"
`,
  ubus: `#!/bin/sh
case "$2" in
  system) echo '{"model": "RUTX11"}' ;;
  network.interface.*) echo '{"l3_device": "qmimux0"}' ;;
esac
`,
  gsmctl: `#!/bin/sh
case "$1" in
  -q) printf 'RSSI: -67\\nRSRP: -95\\nSINR: 12\\nRSRQ: -10\\n' ;;
  -c) echo 41 ;;
esac
`,
};

function tutorialScript(source: string, firstComment: string): string {
  const block = [...source.matchAll(/^```bash(?: [^\n]*)?\n(#!\/bin\/sh\n[\s\S]*?)^```$/gm)].find((match) =>
    match[1].split('\n')[1].startsWith(firstComment),
  );
  if (!block) throw new Error(`the tutorial has no script starting with "${firstComment}"`);
  return block[1];
}

/** The settings file the tutorial writes with a here-document in step 3. */
function tutorialSettings(source: string): string {
  const match = /cat > \/etc\/spotflow\/spotflow\.conf <<'EOF'\n([\s\S]*?)\n\s*EOF\n/.exec(source);
  if (!match) throw new Error('the tutorial writes no /etc/spotflow/spotflow.conf');
  return match[1].replace(/^ +/gm, '');
}

const routerRoots: string[] = [];

/** Removes the temporary folders of every router made so far. */
export function removeFakeRouters(): void {
  for (const root of routerRoots.splice(0)) fs.rmSync(root, {recursive: true, force: true});
}

export class FakeRouter {
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'rutx-'));
  readonly folder = path.join(this.root, 'etc/spotflow');
  private readonly bin = path.join(this.root, 'bin');

  constructor() {
    routerRoots.push(this.root);
    fs.mkdirSync(this.folder, {recursive: true});
    fs.mkdirSync(this.bin);
    for (const [name, code] of Object.entries(STUBS)) this.write(path.join(this.bin, name), code, 0o755);
    const counters = path.join(this.root, 'sys/class/net/qmimux0/statistics');
    fs.mkdirSync(counters, {recursive: true});
    fs.writeFileSync(path.join(counters, 'rx_bytes'), '183420117\n');
    fs.writeFileSync(path.join(counters, 'tx_bytes'), '20977411\n');
    this.write(path.join(this.folder, 'spotflow.conf'), this.localized(tutorialSettings(tutorialSource)));
    this.write(path.join(this.folder, 'provisioning-token'), 'provisioning-secret');
    this.write(path.join(this.folder, 'token.sh'), this.script('# Keeps the router'), 0o755);
    this.write(path.join(this.folder, 'send.sh'), this.script('# Sends one telemetry message'), 0o755);
  }

  /** Runs one of the scripts against the given answers; returns the requests it made and the log lines it wrote. */
  run(script: 'token.sh' | 'send.sh', answers: Answers): {requests: RecordedRequest[]; log: string[]} {
    const requests = path.join(this.root, 'requests.jsonl');
    const log = path.join(this.root, 'log.txt');
    for (const file of [requests, log]) fs.writeFileSync(file, '');
    fs.writeFileSync(path.join(this.root, 'answers.json'), JSON.stringify(answers));
    execFileSync('sh', [path.join(this.folder, script)], {
      env: {
        ...process.env,
        PATH: `${this.bin}:${process.env.PATH}`,
        STUB_REQUESTS: requests,
        STUB_ANSWERS: path.join(this.root, 'answers.json'),
        STUB_LOG: log,
      },
      stdio: 'pipe',
    });
    return {
      requests: fs
        .readFileSync(requests, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedRequest),
      log: fs.readFileSync(log, 'utf8').split('\n').filter(Boolean),
    };
  }

  file(name: string): string | undefined {
    const file = path.join(this.folder, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  }

  write(file: string, content: string, mode = 0o600): void {
    fs.writeFileSync(path.isAbsolute(file) ? file : path.join(this.folder, file), content, {mode});
  }

  private script(firstComment: string): string {
    return this.localized(tutorialScript(tutorialSource, firstComment));
  }

  /** The router's paths moved under the temporary root, and facts written in as the build writes them. */
  private localized(code: string): string {
    return replaceTokens(code, siteFacts())
      .replaceAll('/etc/spotflow', this.folder)
      .replaceAll('/tmp/spotflow-', path.join(this.root, 'tmp-spotflow-'))
      .replaceAll('/sys/class/net', path.join(this.root, 'sys/class/net'));
  }
}
