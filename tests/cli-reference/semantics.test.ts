/**
 * The CLI reference agrees with itself on what commands do: create-or-update replaces, deletes ask first, options
 * required as a group say so, 401 and 403 end with different codes, retryable failures have a code of their own,
 * and a workspace is named one way.
 */
import {describe, expect, it} from 'vitest';
import {allCommands, replacesResource} from '../../plugins/cli-reference/model';
import {renderReference} from '../../plugins/cli-reference/render';
import {model, operations} from './cli-output';

const commands = allCommands(model);
const pages = new Map(renderReference(model).map((file) => [file.path, file.content]));
const pageOf = (fullName: string) => pages.get(`${fullName.replace(/ /g, '/')}.mdx`)!;

describe('create-or-update replaces the resource', () => {
  const replacing = commands.filter(replacesResource);

  it('covers every create-or-update command', () => {
    expect(replacing.length).toBe(19);
  });

  it.each(replacing.map((command) => [command.fullName, command] as const))(
    '%s calls PUT and warns that left-out options reset',
    (_, command) => {
      expect(operations.get(command.operation!)?.method).toBe('put');
      expect(pageOf(command.fullName)).toContain(':::warning[Replaces every setting]');
      expect(command.description).not.toMatch(/keep(s)? (their|its) current value/);
    },
  );
});

describe('destructive commands ask first', () => {
  const deletes = commands.filter((command) => command.name === 'delete');

  it.each(deletes.map((command) => [command.fullName, command] as const))(
    '%s takes --yes and says what happens without it',
    (_, command) => {
      expect(command.options.map((option) => option.name)).toContain('yes');
      expect(command.usage).toContain('[--yes]');
      expect(pageOf(command.fullName)).toMatch(/Without `--yes`.*exits with code `2`/);
    },
  );
});

describe('options required as a group', () => {
  it('shows the rule on the command page', () => {
    expect(pageOf('spotf provisioning-operation get')).toContain(
      'Give exactly one of `--provisioning-operation-id` and `--verification-code`.',
    );
    expect(pageOf('spotf egress-sink create-or-update service-bus')).toContain(
      'Give all of `--fully-qualified-namespace`, `--entity-path` and `--tenant-id`, or none of them.',
    );
  });
});

describe('exit codes and workspace names', () => {
  const codeFor = (status: number) =>
    model.exitCodes
      .filter((exitCode) => new RegExp(`HTTP ${status}\\b`).test(exitCode.description))
      .map(({code}) => code);

  it.each([400, 401, 403, 404, 409, 423, 429, 500, 503])(
    'ends an HTTP %i with exactly one code',
    (status) => {
      expect(codeFor(status)).toHaveLength(1);
    },
  );

  it('ends a rejected sign-in (401) and a missing role (403) with different codes', () => {
    expect(codeFor(401)[0]).not.toBe(codeFor(403)[0]);
  });

  it('gives the failures worth retrying (429, 500, 503) one code of their own, not that of a 400', () => {
    const retryable = new Set([429, 500, 503].map((status) => codeFor(status)[0]));
    expect(retryable.size).toBe(1);
    const [code] = retryable;
    expect(code).not.toBe(codeFor(400)[0]);
    const sharing = [400, 401, 403, 404, 409, 423].filter((status) => codeFor(status)[0] === code);
    expect(sharing).toEqual([]);
  });

  it('names the workspace only with the global --workspace option', () => {
    const otherNames = commands.flatMap((command) =>
      [...command.options, ...command.arguments]
        .filter((entry) => /^(workspace|workspace-id|workspace-name)$/.test(entry.name))
        .map((entry) => `${command.fullName}: ${entry.name}`),
    );
    expect(otherNames).toEqual([]);
  });
});

describe('provisioning operations that ended', () => {
  // An expired operation stays listed for a while and is no longer pending, so approving or cancelling it answers
  // 409 (exit code 5), not 404 (exit code 4).
  const decisions = ['spotf provisioning-operation approve', 'spotf provisioning-operation cancel'].map(
    (fullName) => commands.find((command) => command.fullName === fullName)!,
  );

  it.each(decisions.map((command) => [command.fullName, command] as const))(
    '%s ends an expired operation with the conflict code',
    (_, command) => {
      const conflict = String(operations.get(command.operation!)?.operation.responses['409']?.description);
      expect(conflict).toMatch(/no longer pending/);
      expect(command.exitCodeNotes[5]).toMatch(/expired/);
      expect(command.exitCodeNotes[4]).not.toMatch(/expired/);
    },
  );
});
