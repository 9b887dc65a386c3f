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
import {compareOutput, learnValues} from './output';
import {performAction, type ReaderTerminal} from './portal';
import {Router} from './router';
import {stepsOf, type Alternative, type Step} from './steps';
import {Terminal, type BlockResult, type Program} from './terminal';
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
  portal: number;
  /** Blocks run in the reader's router's shell (its scripts' requests count as curl). */
  router: number;
  /** Blocks the runner does not take, with the reason the page declares. */
  unchecked: Array<{where: string; language: string; reason: string}>;
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

/** The status of the problem a page shows right after a command ("Acknowledging ... a second time fails"). */
function refusalShownAfter(steps: Step[], step: Step): number | null {
  const next = steps[steps.indexOf(step) + 1];
  if (next?.kind !== 'output') return null;
  const shown = /^\s*"type":\s*"\/problems\/[^]*"status":\s*(\d{3})/m.exec(next.text);
  return shown ? Number(shown[1]) : null;
}

/** What a block printed, and how many requests its curl calls made. */
type Printed = BlockResult & {curlRequests: number};

export class TutorialRun {
  private model!: RunningModel;
  private terminal!: Terminal;
  private router!: Router;
  /** Values the page shows that stand for the reader's own (IDs, codes, tokens), and what the reader has instead. */
  private readonly learned = new Map<string, string>();
  readonly counts: PageCount[] = [];
  private tokensBeforePage = 0;
  /** Output shown after a program that still runs, compared when it ends. */
  private readonly pendingOutputs: Array<{
    where: string;
    step: Extract<Step, {kind: 'output'}>;
    programs: Program[];
  }> = [];
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

  /** Runs every declared step of a page for this run's alternative, in reading order. */
  async page(file: string): Promise<PageCount> {
    const steps = stepsOf(file, repoRoot);
    const count: PageCount = {page: file, cli: 0, curl: 0, python: 0, portal: 0, router: 0, unchecked: []};
    let last: {result: Printed; onRouter?: boolean} | null = null;
    // Example values stand for the reader's own only on their page: pages reuse the same examples for other things.
    this.learned.clear();
    this.tokensBeforePage = [...this.platform.resources.keys()].filter((key) =>
      /\/provisioning-tokens\/[^/]+$/.test(key),
    ).length;
    // "Run this tutorial's program in the tutorial folder": the TutorialDevice prerequisite.
    const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const movesThere = source.includes('cd {fact:tutorialFolder}');
    this.terminal.reopen(
      source.includes('<TutorialDevice />') && !movesThere ? facts.text('tutorialFolder') : '',
    );
    for (const step of steps) {
      const where = `${step.page}:${step.line}`;
      if (step.tab && step.tab !== this.alternative && step.offered?.includes(this.alternative)) continue;
      if (step.tab === 'portal' && step.kind !== 'action' && step.kind !== 'unchecked')
        throw new TutorialFailure(
          where,
          'a code block in a Portal tab: declare the Portal step as {/* step: portal … */}',
        );
      switch (step.kind) {
        case 'unchecked':
          count.unchecked.push({where, language: step.language, reason: step.reason});
          break;
        case 'action': {
          const rejections = this.platform.rejections.length;
          try {
            await performAction(
              step.name,
              step.params,
              this.platform,
              this.readerTerminal(file, where, count),
            );
          } catch (error) {
            if (error instanceof TutorialFailure) throw error;
            throw new TutorialFailure(where, (error as Error).message);
          }
          this.checkRejections(where, rejections);
          count.portal++;
          break;
        }
        case 'save':
          if (path.isAbsolute(step.name)) this.router.save(step.name, this.substitute(step.text));
          else this.terminal.save(step.name, this.substitute(step.text));
          break;
        case 'edit':
          this.edit(where, step);
          break;
        case 'output':
          if (!last) throw new TutorialFailure(where, 'output shown before any step ran');
          this.checkOutput(where, step, last.result);
          break;
        case 'run':
          if (step.terminal === 'router') {
            last = {result: await this.onRouter(where, step.text), onRouter: true};
            count.curl += last.result.curlRequests;
            count.router++;
            break;
          }
          if (step.ctrlC)
            await this.finishPrograms(file, true, step.ctrlC === 'all' ? undefined : (step.terminal ?? ''));
          await this.freeTerminal(where, step.terminal);
          last = {
            result: await this.shell(
              where,
              step.text,
              refusalShownAfter(steps, step),
              step.terminal,
              step.carry,
            ),
          };
          count.cli += last.result.spotf.length;
          count.curl += last.result.curlRequests;
          count.python += last.result.programs.length;
      }
    }
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
      copied: (variable) => {
        const value = this.copied.get(variable);
        if (value === undefined) throw new TutorialFailure(where, `nothing was copied into ${variable}`);
        return value;
      },
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

  /**
   * A numbered terminal still running a program takes no commands: the page must have the reader stop it first
   * (Ctrl+C), and the program must end as it should.
   */
  private freeTerminal(where: string, terminal?: string): void {
    if (!terminal) return;
    const running = this.terminal.background.find((program) => program.terminal === terminal);
    if (running)
      throw new TutorialFailure(
        where,
        `terminal ${terminal} still runs ${running.name}; the block does not declare ctrl-c to stop it first`,
      );
  }

  /**
   * `edit="below NAME"`: the shown lines go below the line that assigns or defines NAME; `edit="replace"`: they replace
   * the statement of the program that starts with the same line.
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
    if (this.platform.faults.length > faults)
      throw new TutorialFailure(where, `the model: ${this.newFaults(faults)}`);
    if (result.exitCode !== 0) {
      throw new TutorialFailure(
        where,
        `the block ended with exit code ${result.exitCode}: ${(result.stderr || result.stdout).trim().slice(-800)}`,
      );
    }
    this.checkRejections(where, rejections);
    return {...result, curlRequests};
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

  /**
   * The output a page shows after a step, against what the step printed. A program still running when the block
   * returned (waiting for approval, looping) is compared once it ends, against everything it printed.
   */
  private checkOutput(where: string, step: Extract<Step, {kind: 'output'}>, result: Printed): void {
    const programs = step.program
      ? this.terminal.started.filter((program) => program.name === step.program).slice(-1)
      : result.programs;
    if (step.program && programs.length === 0)
      throw new TutorialFailure(where, `no program ${step.program} was started before its output`);
    if (step.program && !this.terminal.background.includes(programs[0])) {
      this.compareShown(where, step, fs.readFileSync(programs[0].outputFile, 'utf8'));
      return;
    }
    const running = programs.filter((program) => this.terminal.background.includes(program));
    if (running.length > 0) {
      learnValues(step.text, result.stdout, step.vary, this.learned);
      this.pendingOutputs.push({where, step, programs: running});
      return;
    }
    this.compareShown(where, step, result.stdout);
  }

  private compareShown(where: string, step: Extract<Step, {kind: 'output'}>, printed: string): void {
    learnValues(step.text, printed, step.vary, this.learned);
    const differences = compareOutput(step.text, printed, step.language, step.vary);
    if (differences) throw new TutorialFailure(where, `the shown output differs: ${differences}`);
  }

  /**
   * Runs one shell step of a page again, in `folder`, as a page invites ("If you run it again, it starts sending
   * immediately"): the state later pages left must not break it.
   */
  async again(file: string, starts: string[], folder: string): Promise<void> {
    const steps = stepsOf(file, repoRoot);
    this.learned.clear();
    this.terminal.reopen(folder);
    let last: Printed | null = null;
    for (const start of starts) {
      const step = steps.find(
        (candidate) =>
          (candidate.kind === 'run' || candidate.kind === 'output') && candidate.text.startsWith(start),
      );
      const where = `${file}:${step?.line} (again)`;
      if (step?.kind === 'output' && last) this.checkOutput(where, step, last);
      else if (step?.kind === 'run') last = await this.shell(where, step.text);
      else throw new Error(`${file} has no command or output starting with ${start}`);
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
    for (const pending of this.pendingOutputs.filter(({programs}) =>
      programs.every((program) => done.some((finished) => finished.pid === program.pid)),
    )) {
      this.pendingOutputs.splice(this.pendingOutputs.indexOf(pending), 1);
      const printed = done.filter((finished) =>
        pending.programs.some((program) => program.pid === finished.pid),
      );
      this.compareShown(pending.where, pending.step, printed.map((program) => program.output).join('\n'));
    }
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
