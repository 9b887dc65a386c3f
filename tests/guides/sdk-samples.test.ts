/**
 * The Python, C and Rust samples of the guides use the Device SDK as it really is: Python samples compile and call
 * only what the SDK's public signatures offer, with the argument types they take (bytes payloads); C samples compile
 * with gcc against a header of the SDK's declarations; Rust samples compile with cargo, offline, against a stub of
 * the `spotflow` crate. Stubs and header: `tests/guides/sdk-stubs/`.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {cProblems} from './sdk-samples/c-samples';
import {guideSamples, samplesIn, UNCHECKED} from './sdk-samples/code-samples';
import {pythonProblems} from './sdk-samples/python-samples';
import {rustProblems} from './sdk-samples/rust-samples';
import {requireTool} from './sdk-samples/tools';

const python = guideSamples('python');
const c = guideSamples('c');
const rust = guideSamples('rust');

function fence(language: string, ...lines: string[]): string {
  return ['```' + language, ...lines, '```'].join('\n');
}

describe('Python samples in the guides', () => {
  let problems: Record<string, string[]>;
  beforeAll(() => {
    requireTool('python3', 'python3');
    problems = pythonProblems(python.filter((sample) => !sample.unchecked));
  });

  it('are found, and at least ten of them use the SDK', () => {
    expect(python.length).toBeGreaterThan(20);
    expect(python.filter((sample) => sample.source.includes('spotflow_device')).length).toBeGreaterThan(10);
  });

  it('compile and call the SDK as its signatures allow', () => {
    expect(Object.entries(problems).filter(([, found]) => found.length > 0)).toEqual([]);
  });
});

describe('C samples in the guides', () => {
  beforeAll(() => requireTool('gcc', 'gcc'));

  it('are found', () => {
    expect(c.length).toBeGreaterThan(1);
  });

  it.each(c.filter((sample) => !sample.unchecked).map((sample) => [sample.where, sample]))(
    '%s compiles against the SDK header',
    (_, sample) => {
      expect(cProblems(sample)).toEqual([]);
    },
  );
});

describe('Rust samples in the guides', () => {
  beforeAll(() => requireTool('cargo', 'cargo'));

  it('are found', () => {
    expect(rust.length).toBeGreaterThan(1);
  });

  it.each(rust.filter((sample) => !sample.unchecked).map((sample) => [sample.where, sample]))(
    '%s compiles against the SDK crate',
    (_, sample) => {
      expect(rustProblems(sample)).toEqual([]);
    },
  );
});

describe('samples exempt from the check', () => {
  it(`are marked \`${UNCHECKED}\` in their fence and stay few`, () => {
    const exempt = [...python, ...c, ...rust]
      .filter((sample) => sample.unchecked)
      .map((sample) => sample.where);
    expect(exempt.length, exempt.join(', ')).toBeLessThanOrEqual(3);
  });

  it('are recognised by the word after the language, and only there', () => {
    const source = [
      fence(`python ${UNCHECKED}`, 'client.do_something_vague()'),
      fence('python', '# unchecked'),
    ];
    expect(samplesIn('docs/x.mdx', source.join('\n'), 'python').map((sample) => sample.unchecked)).toEqual([
      true,
      false,
    ]);
  });
});

describe('the SDK sample check', () => {
  beforeAll(() => {
    requireTool('python3', 'python3');
    requireTool('gcc', 'gcc');
    requireTool('cargo', 'cargo');
  });

  const broken = samplesIn(
    'docs/broken.mdx',
    [
      fence(
        'python',
        'import json',
        'from spotflow_device import DeviceClient',
        '',
        'client = DeviceClient.start(device_id="d", provisioning_token="t", db="d.db", dbfile="x")',
        'sender = client.create_stream_sender(stream="s")',
        'sender.send_message(json.dumps({"a": 1}))',
        'sender.send_messages(b"{}")',
        'client.update_reported_properties()',
      ),
      fence('python', '    sender.enqueue_message(f"{1}", batch_id="b")'),
      fence('python', 'from spotflow_device import DeviceClient, Message'),
      fence('python', 'def broken(:', '    pass'),
      fence('python', 'print("fine")'),
    ].join('\n\n'),
    'python',
  );

  it('reports unknown names, unknown keywords, wrong argument counts and str payloads', () => {
    const problems = pythonProblems(broken);
    const [full, fragment, unknownImport, syntaxError, plain] = broken.map(
      (sample) => problems[sample.where],
    );
    expect(full).toEqual([
      expect.stringMatching(/^line 4: DeviceClient\.start\(\.\.\.\) does not match the SDK: .*dbfile/),
      expect.stringMatching(
        /^line 6: sender\.send_message\(\) takes bytes as payload, the sample passes str/,
      ),
      'line 7: StreamSender has no attribute send_messages',
      expect.stringMatching(
        /^line 8: client\.update_reported_properties\(\.\.\.\) does not match .*properties/,
      ),
    ]);
    // A fragment's `sender` is the StreamSender of the page's full sample.
    expect(fragment).toEqual([
      expect.stringMatching(
        /^line 1: sender\.enqueue_message\(\) takes bytes as payload, the sample passes str/,
      ),
    ]);
    expect(unknownImport).toEqual(['line 1: spotflow_device has no Message']);
    expect(syntaxError).toEqual([expect.stringMatching(/^line 1: does not compile/)]);
    expect(plain).toEqual([]);
  });

  it('reports a C call with a wrong argument list, and compiles a fragment inside main', () => {
    const [wrong, fragment] = samplesIn(
      'docs/broken.mdx',
      [
        fence(
          'c',
          '#include "spotflow.h"',
          'void f(spotflow_client_t* c) { spotflow_client_wait_enqueued_messages_sent(c, 1); }',
        ),
        fence('c', 'spotflow_set_log_level(SPOTFLOW_LOG_INFO);'),
      ].join('\n'),
      'c',
    );
    expect(cProblems(wrong).join('\n')).toMatch(/too many arguments/);
    expect(cProblems(fragment)).toEqual([]);
  });

  it('reports a Rust call with a string payload, and compiles a fragment inside main', () => {
    const [wrong, fragment] = samplesIn(
      'docs/broken.mdx',
      [
        fence(
          'rust',
          'use spotflow::{DeviceClientBuilder, MessageContext};',
          'fn main() -> anyhow::Result<()> {',
          '    let client = DeviceClientBuilder::new(None, String::new(), "d.db").build()?;',
          '    client.enqueue_message(&MessageContext::default(), None, None, "{}".to_string())?;',
          '    Ok(())',
          '}',
        ),
        fence('rust', 'let client = DeviceClientBuilder::new(None, token, "d.db").build()?;'),
      ].join('\n'),
      'rust',
    );
    expect(rustProblems(wrong).join('\n')).toMatch(/^line 4:\d+: error\[E0308\]: mismatched types/);
    expect(rustProblems(fragment)).toEqual([]);
  });
});
