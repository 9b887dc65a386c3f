/**
 * Runs tutorial pages against the platform model as a reader follows them: each step in reading order, in the
 * reader's terminal (and the numbered terminals a page opens) and one workspace, with one alternative (CLI or API)
 * where a step offers several; programs the page has the reader change are changed as the page says. Stops at the
 * first step that would fail for a reader, or whose shown output differs, naming the page and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Fixture} from '../platform-model/model';
import {startPlatformModel, type RunningModel} from '../platform-model/server';
import {compareJson, compareOutput, learnValues} from './output';
import {describedActions, portalActions, type ReaderTerminal} from './portal';
import {ON_THE_ROUTER, Router} from './router';
import {stepsOf, tabsOf, type Alternative, type Step} from './steps';
import {Terminal, type BlockResult} from './terminal';
import {siteFacts} from '../../../plugins/facts/registry';

const facts = siteFacts();

export const repoRoot = path.resolve(__dirname, '../../..');

export const fixture: Fixture = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../fixture.json'), 'utf8'),
) as Fixture;

export class TutorialFailure extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
  }
}

export interface PageCount {
  page: string;
  cli: number;
  curl: number;
  python: number;
  outside: number;
  portal: number;
  /** Blocks run in the reader's router's shell (its scripts' requests count as curl). */
  router: number;
}

/**
 * What a reader fills into the shell from their own workspace where the page assigns an example value. The
 * provisioning token is the one created on the page, else the tutorial device's (the prerequisite "the same
 * provisioning token" as Get started).
 */
function readerValues(
  model: RunningModel,
  tokensBeforePage: number,
  copied: Map<string, string>,
): Record<string, () => string | undefined> {
  const tokens = () =>
    [...model.model.resources.entries()]
      .filter(([key]) => /\/provisioning-tokens\/[^/]+$/.test(key))
      .map(([, token]) => token);
  const tutorialDevice = () =>
    model.model.resources.get(model.model.devicePath(facts.text('tutorialDeviceId')));
  const provisioningToken = () => {
    const created = tokens().slice(tokensBeforePage).at(-1);
    const devices = tokens().find(
      (token) => token.provisioningTokenId === tutorialDevice()?.provisioningTokenId,
    );
    return ((created ?? devices ?? tokens().at(-1))?.provisioningToken as string | undefined) ?? undefined;
  };
  return {
    SPOTFLOW_API: () => model.url,
    WORKSPACE_ID: () => fixture.workspaceId,
    TOKEN: () => fixture.accessToken,
    SPOTFLOW_PROVISIONING_TOKEN: provisioningToken,
    ...Object.fromEntries([...copied].map(([name, value]) => [name, () => value])),
  };
}

const OUTSIDE_LIBRARY = /ModuleNotFoundError: No module named '(?!spotflow_device)[\w.]+'/;
const APPROVES = /provisioning-operation approve|provisioning-operations\/approve/;

/** The status of the problem a page shows right after a command ("Acknowledging ... a second time fails"). */
function refusalShownAfter(steps: Step[], step: Step): number | null {
  const next = steps[steps.indexOf(step) + 1];
  if (next?.kind !== 'output') return null;
  const shown = /^\s*"type":\s*"\/problems\/[^]*"status":\s*(\d{3})/m.exec(next.text);
  return shown ? Number(shown[1]) : null;
}

/** What a block printed, and whether it printed a refusal of the platform that the page shows as its output. */
type Printed = BlockResult & {refusalShown?: boolean};

export class TutorialRun {
  private model!: RunningModel;
  private terminal!: Terminal;
  private router!: Router;
  /** Values the page shows that stand for the reader's own (IDs, codes, tokens), and what the reader has instead. */
  private readonly learned = new Map<string, string>();
  readonly counts: PageCount[] = [];
  private tokensBeforePage = 0;
  /** Values the reader copied from the Portal, by the shell variable the page keeps them in. */
  private readonly copied = new Map<string, string>();

  constructor(private readonly alternative: Alternative) {}

  async open(): Promise<void> {
    this.model = await startPlatformModel(fixture);
    this.terminal = new Terminal(
      {
        modelUrl: this.model.url,
        accessToken: fixture.accessToken,
        defaultWorkspace: fixture.workspaceId,
        signedIn: true,
      },
      {SPOTFLOW_MODEL_URL: this.model.url},
    );
    await this.terminal.start();
    this.router = new Router(this.model.url, () => this.platform.clock);
  }

  async close(): Promise<void> {
    await this.terminal?.close();
    this.router?.close();
    await this.model?.close();
  }

  get platform() {
    return this.model.model;
  }

  /** Runs every step of a page for this run's alternative. */
  async page(file: string): Promise<PageCount> {
    const steps = stepsOf(path.join(repoRoot, file), repoRoot);
    const count: PageCount = {page: file, cli: 0, curl: 0, python: 0, outside: 0, portal: 0, router: 0};
    let last: {step: Step; result: Printed; onRouter?: boolean} | null = null;
    // Example values stand for the reader's own only on their page: pages reuse the same examples for other things.
    this.learned.clear();
    this.tokensBeforePage = [...this.platform.resources.keys()].filter((key) =>
      /\/provisioning-tokens\/[^/]+$/.test(key),
    ).length;
    // "Run this tutorial's program in the tutorial folder": the TutorialDevice prerequisite.
    const folder = facts.text('tutorialFolder');
    const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const movesThere = source.includes('cd {fact:tutorialFolder}');
    this.terminal.reopen(source.includes('<TutorialDevice />') && !movesThere ? folder : '');
    // A step described in a tab is the reader's only on that tab's path ("Use the Portal ... for this step").
    const tabAt = tabsOf(source.split('\n'));
    const described = Object.entries(describedActions[file] ?? {})
      .map(([line, action]) => ({line: Number(line), action, ...tabAt(Number(line) - 1)}))
      .filter(({tab, offered}) => !tab || tab === this.alternative || !offered?.includes(this.alternative));
    const applyDescribed = async (beforeLine: number) => {
      while (described.length > 0 && described[0].line < beforeLine) {
        const {line, action} = described.shift()!;
        const rejections = this.platform.rejections.length;
        await action(this.platform, fixture, this.readerTerminal(file, `${file}:${line}`, count));
        this.checkRejections(`${file}:${line}`, rejections);
        count.portal++;
      }
    };
    for (const step of steps) {
      const where = `${step.page}:${step.line}`;
      await applyDescribed(step.line);
      // Cleaning up starts with stopping the programs left running (Ctrl+C), as every clean-up section says.
      if (/clean ?up/i.test(step.section ?? '')) await this.finishPrograms(file, true);
      if (step.tab && step.tab !== this.alternative && step.offered?.includes(this.alternative)) continue;
      if (step.tab === 'portal') {
        const action = portalActions[where];
        if (!action)
          throw new TutorialFailure(
            where,
            'a Portal-only step the model does not apply (add it to runner/portal.ts)',
          );
        await action(this.platform, fixture, this.readerTerminal(file, where, count));
        count.portal++;
        continue;
      }
      if (step.kind === 'file') {
        if (path.isAbsolute(step.name)) this.router.save(step.name, this.substitute(step.text));
        else this.terminal.save(step.name, this.substitute(step.text));
        continue;
      }
      if (step.kind === 'edit') {
        this.edit(where, step);
        continue;
      }
      if (step.kind === 'output') {
        if (last?.onRouter) this.checkRouterOutput(where, step, last.result);
        else if (last) this.checkOutput(where, step, last.result);
        continue;
      }
      if (ON_THE_ROUTER.test(step.text)) {
        const result = await this.onRouter(where, step.text);
        count.curl += result.curlRequests;
        count.router++;
        last = {step, result, onRouter: true};
        continue;
      }
      // "Approve that operation": only when a program or the router of the reader waits for approval; else there is
      // none to approve.
      if (APPROVES.test(step.text) && this.terminal.background.length === 0 && !this.routerWaits()) continue;
      if (step.terminal) await this.freeTerminal(file, where, step);
      const result = await this.shell(
        where,
        step.text,
        refusalShownAfter(steps, step),
        step.terminal,
        step.carried,
      );
      count.cli += result.spotf.length;
      count.curl += result.curlRequests;
      count.python += result.programs.length;
      count.outside += result.outside.length;
      last = {step, result};
    }
    await applyDescribed(Infinity);
    await this.finishPrograms(file);
    this.counts.push(count);
    return count;
  }

  private readerTerminal(file: string, where: string, count: PageCount): ReaderTerminal {
    return {
      stopPrograms: () => this.finishPrograms(file, true),
      run: async (command) => {
        const result = await this.shell(where, command);
        count.python += result.programs.length;
      },
      copy: (variable, value) => this.copied.set(variable, value),
      // The build the reader downloads is the CLI the terminal runs.
      download: (file) =>
        this.terminal.save(file, fs.readFileSync(path.join(this.terminal.dir, 'bin', file), 'utf8')),
    };
  }

  private substitute(text: string): string {
    let out = text;
    for (const [shown, own] of this.learned) out = out.split(shown).join(own);
    return out;
  }

  /** A block the reader types into the router's shell; its scripts' requests are counted as curl requests. */
  private async onRouter(where: string, text: string): Promise<Printed & {curlRequests: number}> {
    const start = this.model.log.length;
    const faults = this.platform.faults.length;
    const token = readerValues(this.model, this.tokensBeforePage, this.copied).SPOTFLOW_PROVISIONING_TOKEN();
    const result = await this.router.run(this.substitute(text), token);
    const requests = this.model.log.slice(start);
    const refused = requests.find((line) => / -> [45]\d\d$/.test(line));
    if (refused)
      throw new TutorialFailure(
        where,
        `the platform refused the router's ${refused}${this.newFaults(faults)}`,
      );
    if (this.platform.faults.length > faults)
      throw new TutorialFailure(where, `the model: ${this.newFaults(faults)}`);
    if (result.exitCode !== 0)
      throw new TutorialFailure(
        where,
        `the block ended on the router with exit code ${result.exitCode}: ${(result.stderr || result.stdout).trim().slice(-800)}`,
      );
    return {...result, spotf: [], outside: [], programs: [], curlRequests: requests.length};
  }

  /** The router's token.sh opened an operation that waits: a provisioning operation is pending. */
  private routerWaits(): boolean {
    return [...this.platform.resources.entries()].some(
      ([key, operation]) => /\/provisioning-operations\/[^/]+$/.test(key) && operation.state === 'Pending',
    );
  }

  private checkRouterOutput(where: string, step: Extract<Step, {kind: 'output'}>, result: BlockResult): void {
    learnValues(step.text, result.stdout, this.learned);
    const differences =
      step.language === 'json'
        ? compareJson(step.text, result.stdout)
        : compareOutput(step.text, result.stdout);
    if (differences) throw new TutorialFailure(where, `the router's shown output differs: ${differences}`);
  }

  /**
   * A numbered terminal still running a program takes no commands: the page must have the reader stop it first
   * (Ctrl+C), and the program must end as it should.
   */
  private async freeTerminal(file: string, where: string, step: Extract<Step, {kind: 'shell'}>) {
    const running = this.terminal.background.filter((program) => program.terminal === step.terminal);
    if (running.length === 0) return;
    if (!step.stopsFirst)
      throw new TutorialFailure(
        where,
        `terminal ${step.terminal} still runs ${running[0].name}; the page does not have the reader stop it before typing there`,
      );
    await this.finishPrograms(file, true, step.terminal);
  }

  /**
   * "Open `program.py` and add ...": the shown lines go below the name the prose points to, or replace the statement
   * of the program that starts with the same line ("so that the call reads"). Anything else the runner cannot apply.
   */
  private edit(where: string, step: Extract<Step, {kind: 'edit'}>): void {
    const file = this.terminal.pathOf(step.name);
    if (!fs.existsSync(file)) throw new TutorialFailure(where, `${step.name} does not exist to be changed`);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const shown = step.text.split('\n');
    const indented = (indent: string) => shown.map((line) => (line ? indent + line : line));
    const anchor = step.below
      ? lines.findIndex((line) => new RegExp(`^\\s*${step.below}\\b`).test(line))
      : lines.findIndex((line) => line.trim() === shown[0].trim());
    if (anchor < 0)
      throw new TutorialFailure(
        where,
        `${step.name} has no ${step.below ? `\`${step.below}\`` : `line \`${shown[0].trim()}\``} to change`,
      );
    const indent = /^\s*/.exec(lines[anchor])![0];
    if (step.below) lines.splice(anchor + 1, 0, ...indented(indent));
    else lines.splice(anchor, statementLength(lines, anchor), ...indented(indent));
    fs.writeFileSync(file, lines.join('\n'));
  }

  /**
   * `shownRefusal`: the status of a refusal the page shows after the block, which is what the reader expects. A block
   * that prints `$?` checks a failing command itself, in a shell that goes on after it.
   */
  private async shell(
    where: string,
    text: string,
    shownRefusal: number | null = null,
    terminal?: string,
    carried?: string[],
  ): Promise<Printed & {curlRequests: number}> {
    const values = readerValues(this.model, this.tokensBeforePage, this.copied);
    // The reader puts their own value where the page assigns an example one, before the next line uses it.
    const own = new Set(this.learned.values());
    const filled = this.substitute(text)
      .split('\n')
      .flatMap((line) => {
        const [, name, quoted] = /^\s*(?:export\s+)?(\w+)=(.*)$/.exec(line) ?? [];
        if (!name || !values[name]) return [line];
        const [, double, single, bare] = /^(?:"([^"]*)"|'([^']*)'|(\S*))/.exec(quoted)!;
        const value = double ?? single ?? bare ?? '';
        // A value the reader's shell computes (`$(…)`, `$VAR`) is already their own.
        if (own.has(value) || quoted.startsWith('$') || value.includes('$')) return [line];
        const filledValue = values[name]() ?? '';
        // The page's example value stands for this one wherever the page repeats it.
        if (value && !/[<$]/.test(value)) this.learned.set(value, filledValue);
        return [line, `export ${name}='${filledValue}'`];
      })
      .join('\n');
    const start = this.model.log.length;
    const faults = this.platform.faults.length;
    const rejections = this.platform.rejections.length;
    if (process.env.TUTORIAL_DEBUG) console.log(where, filled);
    const checksExitCode = /\$\?/.test(text);
    const result = await this.terminal.run(checksExitCode ? `set +e\n${filled}` : filled, terminal, carried);
    if (process.env.TUTORIAL_DEBUG) console.log(`${where} printed:\n${result.stdout}${result.stderr}`);
    const requests = this.model.log.slice(start);
    const curlRequests = requests.filter((line) => line.startsWith('curl ')).length;
    const failedCli = result.spotf.find((call) => call.exitCode !== 0);
    if (failedCli && !checksExitCode) {
      throw new TutorialFailure(
        where,
        `spotf ${failedCli.args.join(' ')} ended with exit code ${failedCli.exitCode}: ${failedCli.stderr.trim()}${failedCli.call ? ` (${failedCli.call.operation} answered ${failedCli.call.status})` : ''}`,
      );
    }
    const refusals = requests.filter((line) => /^curl .* -> [45]\d\d$/.test(line));
    const refused = refusals.find((line) => !line.endsWith(` -> ${shownRefusal}`));
    if (refused) throw new TutorialFailure(where, `the platform refused ${refused}${this.newFaults(faults)}`);
    const refusalShown = refusals.length > 0;
    if (this.platform.faults.length > faults)
      throw new TutorialFailure(where, `the model: ${this.newFaults(faults)}`);
    // A program built on a library of another system (Event Hubs, OpenTelemetry) is not run: counted as outside.
    if (result.exitCode !== 0 && OUTSIDE_LIBRARY.test(result.stdout + result.stderr)) {
      this.checkRejections(where, rejections);
      return {
        ...result,
        curlRequests,
        outside: [...result.outside, 'a program on a library of another system'],
      };
    }
    if (result.exitCode !== 0) {
      throw new TutorialFailure(
        where,
        `the block ended with exit code ${result.exitCode}: ${(result.stderr || result.stdout).trim().slice(-800)}`,
      );
    }
    this.checkRejections(where, rejections);
    return {...result, curlRequests, refusalShown};
  }

  private newFaults(from: number): string {
    const faults = this.platform.faults.slice(from);
    return faults.length ? `; ${faults.join('; ')}` : '';
  }

  /** A message the platform refused to store is data the reader expects and never sees. */
  private checkRejections(where: string, from: number): void {
    const rejected = this.platform.rejections.slice(from);
    if (rejected.length === 0) return;
    const first = rejected[0];
    throw new TutorialFailure(
      where,
      `${rejected.length} message(s) of ${first.deviceId} to ${first.stream} rejected with ${first.reason} (batch ${first.batchId}): ${first.detail} The stream's rejectedMessages counts them; nothing reaches stream storage or the sinks.`,
    );
  }

  private checkOutput(where: string, step: Extract<Step, {kind: 'output'}>, result: Printed): void {
    const cli = result.spotf.at(-1);
    const printed = result.stdout;
    learnValues(step.text, printed, this.learned);
    // What the reader sees of a refusal or a failed command: the problem the API answered, the exit code printed.
    const differences = result.refusalShown
      ? compareJson(step.text, printed)
      : cli && cli.exitCode !== 0
        ? compareOutput(step.text, printed)
        : null;
    if (differences) throw new TutorialFailure(where, `the shown output differs: ${differences}`);
    // Only what reaches the terminal: a CLI answer captured in `$(…)` for a command outside the platform is not shown.
    if (cli && result.spotf.length > 0 && cli.stdout.trim() && printed.includes(cli.stdout.trim())) {
      const differences = compareOutput(step.text, cli.stdout);
      if (differences)
        throw new TutorialFailure(
          where,
          `the shown output of spotf ${cli.args.join(' ')} differs: ${differences}`,
        );
    }
  }

  /**
   * Runs one shell step of a page again, in `folder`, as a page invites ("If you run it again, it starts sending
   * immediately"): the state later pages left must not break it.
   */
  async again(file: string, lines: number[], folder: string): Promise<void> {
    const steps = stepsOf(path.join(repoRoot, file), repoRoot);
    this.learned.clear();
    this.terminal.reopen(folder);
    let last: BlockResult | null = null;
    for (const line of lines) {
      const step = steps.find((candidate) => candidate.line === line);
      const where = `${file}:${line} (again)`;
      if (step?.kind === 'output' && last) this.checkOutput(where, step, last);
      else if (step?.kind === 'shell') last = await this.shell(where, step.text);
      else throw new Error(`${file}:${line} is neither a command nor its output`);
    }
    await this.finishPrograms(file);
  }

  /** Programs left running end (a program that loops for ever gets Ctrl+C); each must end without an error. */
  private async finishPrograms(file: string, interrupt = false, terminal?: string): Promise<void> {
    const rejections = this.platform.rejections.length;
    const done = await this.terminal.finishBackground(
      interrupt,
      (operationId) =>
        this.platform.resources.get(`${this.platform.workspacePath()}/provisioning-operations/${operationId}`)
          ?.state === 'Pending',
      (program) => !terminal || program.terminal === terminal,
    );
    for (const program of done) {
      if (program.waitingForApproval) {
        throw new TutorialFailure(
          file,
          `${program.name} still waits for the approval of a provisioning operation that the page never approves: ${program.output.trim().slice(0, 1500)}`,
        );
      }
      if (program.exitCode !== 0 && !/KeyboardInterrupt/.test(program.output)) {
        throw new TutorialFailure(
          `${file}`,
          `${program.name} ended with exit code ${program.exitCode}: ${program.output.trim().slice(-800)}`,
        );
      }
    }
    this.checkRejections(`${file} (programs left running)`, rejections);
  }
}

/** The number of lines of the statement that starts at `start`: until its brackets close again. */
function statementLength(lines: string[], start: number): number {
  let depth = 0;
  for (let index = start; index < lines.length; index++) {
    for (const character of lines[index]) {
      if ('([{'.includes(character)) depth++;
      if (')]}'.includes(character)) depth--;
    }
    if (depth <= 0) return index - start + 1;
  }
  return lines.length - start;
}
