/**
 * The reader's terminal: shell blocks run in bash as written, one after another, keeping exported variables and the
 * working folder. `spotf`, `curl`, `python3` and `pip` are small shims in front of the real programs:
 * - `spotf` is answered by the CLI model's translation (spotf.ts) against the platform model;
 * - `curl` runs for real when it addresses the platform (the API base URL is the model's), and is skipped
 *   otherwise, like every command that works on systems outside the platform (az, docker, a router's shell);
 * - `python3 <program>` runs the program with the Device SDK test double; a program that waits for approval or
 *   keeps looping is left running in the background, as in the reader's second terminal.
 *   Its output is unbuffered, as on the reader's screen, where each line shows as it is printed: the runner reads
 *   what a program shows so far (an operation ID to approve) while it still runs;
 * - `sleep` is short (see the shim).
 * A page that has the reader open numbered terminals (`# terminal 2`) gets one shell state per terminal; the programs
 * started there run in the background too, and belong to their terminal until the reader stops them with Ctrl+C.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {runSpotf, type CliResult, type CliSession} from './spotf';

const DOUBLE = path.resolve(__dirname, '../sdk-double');
const OUTSIDE = [
  'az',
  'docker',
  'databricks',
  'dotnet',
  'ssh',
  'scp',
  'sudo',
  'uci',
  'ubus',
  'gsmctl',
  'logread',
  'logger',
  'opkg',
  'gcc',
  'systemctl',
  'apt-get',
  'brew',
];

export interface BlockResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  spotf: Array<{args: string[]} & CliResult>;
  outside: string[];
  /** Programs started by the block: their output so far and whether they still run. */
  programs: Program[];
}

export interface Program {
  name: string;
  /** The reader's numbered terminal it runs in, or undefined for the terminal they work in. */
  terminal?: string;
  pid: number;
  outputFile: string;
  exitFile: string;
}

export class Terminal {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-terminal-'));
  private readonly bin = path.join(this.dir, 'bin');
  private readonly stateFile = path.join(this.dir, 'state.sh');
  private readonly events = path.join(this.dir, 'events');
  private server?: http.Server;
  private spotfCalls: BlockResult['spotf'] = [];
  readonly background: Program[] = [];
  /** Every program the reader started, in order. */
  readonly started: Program[] = [];
  /** The reader's numbered terminals (`# terminal 2`) opened on the current page, each with its own shell state. */
  private readonly numbered = new Set<string>();
  /** What every new terminal of the reader has: the runner's own setting (where the platform is). */
  private readonly machineExports: string;

  constructor(
    private readonly session: CliSession,
    initialEnv: Record<string, string>,
  ) {
    fs.mkdirSync(this.bin);
    fs.mkdirSync(path.join(this.dir, 'home'));
    fs.writeFileSync(this.events, '');
    this.machineExports = Object.entries(initialEnv)
      .map(([name, value]) => `export ${name}=${shellQuote(value)}\n`)
      .join('');
    fs.writeFileSync(this.stateFile, `${this.machineExports}cd ${shellQuote(path.join(this.dir, 'home'))}\n`);
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const {args, cwd, key} = JSON.parse(Buffer.concat(chunks).toString()) as {
          args: string[];
          cwd: string;
          key: string;
        };
        const result = await runSpotf(args, this.session, cwd, key ? {SPOTF_API_KEY: key} : {});
        this.spotfCalls.push({args, ...result});
        response.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const control = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.writeShims(control);
  }

  private writeShims(control: string): void {
    const realCurl = execFileSync('bash', ['-c', 'command -v curl']).toString().trim();
    // The interpreter itself, not a version manager's shim that would find this shim again on PATH.
    const realPython = execFileSync('python3', ['-c', 'import sys; print(sys.executable)']).toString().trim();
    const realSleep = execFileSync('bash', ['-c', 'command -v sleep']).toString().trim();
    const shim = (name: string, body: string) =>
      fs.writeFileSync(path.join(this.bin, name), `#!/bin/bash\n${body}\n`, {mode: 0o755});
    const outsideLog = path.join(this.dir, 'outside');
    shim(
      'spotf',
      `payload=$(jq -cn --arg cwd "$PWD" --arg key "\${SPOTF_API_KEY:-}" '{cwd:$cwd, key:$key, args:$ARGS.positional}' --args -- "$@")
answer=$(${realCurl} -s --data-binary "$payload" ${control}/spotf)
jq -j .stdout <<<"$answer"; jq -j .stderr <<<"$answer" >&2; exit "$(jq .exitCode <<<"$answer")"`,
    );
    shim(
      'curl',
      `for arg in "$@"; do case "$arg" in "$SPOTFLOW_MODEL_URL"*) exec ${realCurl} -H 'X-Tutorial-Client: curl' "$@";; http://*|https://*) echo "curl $arg" >> ${outsideLog}; exit 0;; esac; done
echo "curl $*" >> ${outsideLog}`,
    );
    // An outside command the reader takes a connection string from prints one of the right form.
    const connectionString = `case "$*" in *eventhubs*connection*|*eventhub*keys*) echo "Endpoint=sb://reader-namespace.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=cmVhZGVy;EntityPath=telemetry";; *connection-string*) echo "DefaultEndpointsProtocol=https;AccountName=readerstorage;AccountKey=cmVhZGVy;EndpointSuffix=core.windows.net";; esac`;
    for (const name of OUTSIDE) shim(name, `echo "${name} $*" >> ${outsideLog}\n${connectionString}`);
    const program = `out=$(mktemp ${this.dir}/program.XXXXXX)
seen=$(wc -l < ${this.events})
set -m
( PYTHONPATH=${DOUBLE} PYTHONUNBUFFERED=1 SPOTFLOW_DOUBLE_EVENTS=${this.events} SPOTFLOW_PROGRAM_ID="$out" ${realPython} "$@" > "$out" 2>&1; echo $? > "$out.exit" ) > /dev/null 2>&1 < /dev/null &
echo "$1 $! $out" >> ${this.dir}/programs
until [ -e "$out.exit" ] || tail -n +$((seen + 1)) ${this.events} | grep -qE "^(waiting|looping) $out( |$)"; do ${realSleep} 0.05; done
cat "$out"
if [ -e "$out.exit" ]; then exit "$(cat "$out.exit")"; fi
exit 0`;
    shim(
      'python3',
      `case "$1" in
  -m) case "$2" in venv) mkdir -p "$3/bin"; touch "$3/bin/activate"; exit 0;; pip) exit 0;; esac;;
  *.py) ${program.replace(/\n/g, '\n    ')};;
esac
PYTHONPATH=${DOUBLE} PYTHONUNBUFFERED=1 SPOTFLOW_DOUBLE_EVENTS=${this.events} exec ${realPython} "$@"`,
    );
    fs.copyFileSync(path.join(this.bin, 'python3'), path.join(this.bin, 'python'));
    // The reader waits for the platform (`sleep 60` before reading counts): the model has applied the change at
    // once and device programs see it within milliseconds, so a long wait takes a moment; short ones stay as they are.
    shim('sleep', `case "$1" in 0|0.*|1) exec ${realSleep} "$1";; *) exec ${realSleep} 0.2;; esac`);
    shim('pip', 'exit 0');
    shim('pip3', 'exit 0');
  }

  /**
   * The shell state of a terminal. A numbered terminal opens new, in the folder of the reader's terminal, with only
   * the variables the page has the reader export in it (`carried`), set as in the reader's terminal.
   */
  private stateOf(terminal?: string, carried: string[] = []): string {
    if (!terminal) return this.stateFile;
    const file = path.join(this.dir, `state.terminal-${terminal}.sh`);
    if (!this.numbered.has(terminal)) {
      const exported = carried.length
        ? execFileSync('bash', [
            '-c',
            `source ${shellQuote(this.stateFile)} >/dev/null 2>&1; declare -p ${carried.join(' ')} 2>/dev/null || true`,
          ]).toString()
        : '';
      fs.writeFileSync(file, `${this.machineExports}${exported}\ncd ${shellQuote(this.folder())}\n`);
    }
    this.numbered.add(terminal);
    return file;
  }

  /**
   * Runs one shell block as a reader pastes it, with errexit and pipefail as a careful reader would notice, in the
   * reader's terminal or in one of their numbered terminals.
   */
  async run(text: string, terminal?: string, carried?: string[]): Promise<BlockResult> {
    const stateFile = this.stateOf(terminal, carried);
    this.spotfCalls = [];
    const outsideLog = path.join(this.dir, 'outside');
    fs.writeFileSync(outsideLog, '');
    const programsLog = path.join(this.dir, 'programs');
    const before = fs.existsSync(programsLog) ? fs.readFileSync(programsLog, 'utf8') : '';
    // The block's own shell saves its variables, functions and folder on exit, for the next block.
    const save = `{ declare -p; declare -f; } | grep -vE '^declare -[a-zA-Z]*r' > ${stateFile}.next 2>/dev/null; echo "cd $(printf %q "$PWD")" >> ${stateFile}.next`;
    const result = await runShell(
      'bash',
      `source ${shellQuote(stateFile)} 2>/dev/null\nexport PATH=${shellQuote(this.bin)}:$PATH\ntrap ${shellQuote(save)} EXIT\nset -eo pipefail\n${text}\n`,
    );
    if (fs.existsSync(`${stateFile}.next`)) fs.renameSync(`${stateFile}.next`, stateFile);
    const after = fs.existsSync(programsLog) ? fs.readFileSync(programsLog, 'utf8') : '';
    const programs = after
      .slice(before.length)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, pid, outputFile] = line.split(' ');
        return {name, terminal, pid: Number(pid), outputFile, exitFile: `${outputFile}.exit`};
      });
    this.started.push(...programs);
    this.background.push(...programs.filter((program) => !fs.existsSync(program.exitFile)));
    const outside = fs.readFileSync(outsideLog, 'utf8').split('\n').filter(Boolean);
    return {...result, spotf: this.spotfCalls, outside, programs};
  }

  /** The last thing a program reported (waiting for approval, approved, looping), with what it names. */
  private reportOf(program: Program): {state?: string; detail?: string} {
    const reports = fs
      .readFileSync(this.events, 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter(([, id]) => id === program.outputFile);
    const [state, , detail] = reports.at(-1) ?? [];
    return {state, detail};
  }

  /**
   * Waits for the programs still running to finish. A program that loops for ever gets Ctrl+C, as from the reader;
   * so does one still waiting for an approval nobody gave (`pending` says its operation is still Pending), reported
   * as `waitingForApproval`. One whose operation was approved goes on once it polls again, as it would for a reader.
   */
  async finishBackground(
    interrupt: boolean,
    pending: (operationId: string) => boolean,
    only: (program: Program) => boolean = () => true,
  ): Promise<Array<Program & {exitCode: number; output: string; waitingForApproval: boolean}>> {
    const done: Array<Program & {exitCode: number; output: string; waitingForApproval: boolean}> = [];
    const finishing = this.background.filter(only);
    this.background.splice(0, Infinity, ...this.background.filter((program) => !only(program)));
    for (const program of finishing) {
      let waitingForApproval = false;
      // One Ctrl+C, as a reader presses it: programs that drain their queue on the first press quit at
      // once on a second, so a second press would cut short what the page shows.
      let interrupted = false;
      while (!fs.existsSync(program.exitFile)) {
        const {state, detail} = this.reportOf(program);
        const neverApproved = state === 'waiting' && pending(detail ?? '');
        const approvedNotSeen = state === 'waiting' && !neverApproved;
        if (!interrupted && !approvedNotSeen && (interrupt || neverApproved || state === 'looping')) {
          try {
            execFileSync('pkill', ['-INT', '-P', String(program.pid)]);
            interrupted = true;
            waitingForApproval = neverApproved;
          } catch {
            // Not started yet, or already gone: pkill matched nothing.
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const output = fs.readFileSync(program.outputFile, 'utf8');
      done.push({
        ...program,
        exitCode: Number(fs.readFileSync(program.exitFile, 'utf8')),
        output,
        waitingForApproval,
      });
    }
    return done;
  }

  async close(): Promise<void> {
    await this.finishBackground(true, () => true);
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    fs.rmSync(this.dir, {recursive: true, force: true});
  }

  /**
   * A new terminal for the next page: it opens in the home folder, or in `folder` below it (the tutorial device's
   * folder, a stated prerequisite); exported variables stay set (prerequisites too).
   */
  reopen(folder = ''): void {
    this.numbered.clear();
    const home = path.join(this.dir, 'home');
    const start = folder && fs.existsSync(path.join(home, folder)) ? path.join(home, folder) : home;
    fs.appendFileSync(this.stateFile, `\ncd ${shellQuote(start)}\n`);
  }

  /** Saves a program or file the page tells the reader to save, in the terminal's current folder. */
  save(name: string, text: string): void {
    fs.writeFileSync(this.pathOf(name), text);
  }

  /** A file in the current folder of the reader's terminal. */
  pathOf(name: string): string {
    return path.join(this.folder(), name);
  }

  /** The current folder of the reader's terminal. */
  private folder(): string {
    const state = fs.readFileSync(this.stateFile, 'utf8');
    const cwd = /^cd (.*)$/m.exec(state.split('\n').reverse().join('\n'))?.[1];
    return cwd ? execFileSync('bash', ['-c', `printf %s ${cwd}`]).toString() : path.join(this.dir, 'home');
  }
}

export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Runs a script in a new shell and collects what it printed and how it ended. */
export function runShell(shell: 'bash' | 'sh', script: string): Promise<ShellResult> {
  return new Promise((resolve) => {
    const child = spawn(shell, ['-c', script]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({exitCode: code ?? 1, stdout, stderr}));
  });
}

export interface ShellResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}
