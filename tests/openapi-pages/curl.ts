/** A curl command line as the samples write it, read back into the request it sends. */
export type CurlRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  data?: string;
  /** `--form name=@"file"` parts: field name to file name, or to the text value. */
  form: Array<{name: string; file?: string; value?: string}>;
};

/** Splits a POSIX shell command into words: single and double quotes, backslash escapes and line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i];
    if (char === '\\' && command[i + 1] === '\n') {
      i += 1;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if (char === '"') {
      let text = '';
      for (i += 1; command[i] !== '"'; i += 1) {
        if (i >= command.length) throw new Error('unterminated double quote');
        if (command[i] === '\\' && '"\\$`'.includes(command[i + 1])) i += 1;
        text += command[i];
      }
      word = (word ?? '') + text;
    } else if (char === '\\') {
      word = (word ?? '') + command[i + 1];
      i += 1;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

export function parseCurl(command: string): CurlRequest {
  const [program, ...words] = shellWords(command);
  if (program !== 'curl') throw new Error(`not a curl command: ${program}`);
  const request: Omit<CurlRequest, 'url' | 'method'> & {url?: URL; method?: string} = {headers: {}, form: []};
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const value = () => {
      i += 1;
      if (i >= words.length) throw new Error(`${word} without a value`);
      return words[i];
    };
    if (word === '--request' || word === '-X') request.method = value();
    else if (word === '--header' || word === '-H') {
      const header = value();
      const colon = header.indexOf(':');
      request.headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (['--data', '--data-raw', '--data-binary', '-d'].includes(word)) request.data = value();
    else if (word === '--form' || word === '-F') {
      const [name, part] = value().split(/=(.*)/s);
      request.form.push(
        part.startsWith('@') ? {name, file: part.slice(1).replace(/^"|"$/g, '')} : {name, value: part},
      );
    } else if (word === '--location' || word === '-L') continue;
    else if (word.startsWith('-')) throw new Error(`option ${word} is not understood by this parser`);
    else request.url = new URL(word);
  }
  if (!request.url) throw new Error('no URL');
  const method = request.method ?? (request.data !== undefined || request.form.length > 0 ? 'POST' : 'GET');
  return {...request, url: request.url, method};
}

/** Values for the environment variables the samples read, as a reader's shell would fill them in. */
export const STAND_IN_ENVIRONMENT: Record<string, string> = {
  SPOTFLOW_TOKEN: 'token-value',
  SPOTFLOW_WORKSPACE_ID: '11111111-2222-4333-8444-555555555555',
  SPOTFLOW_PROVISIONING_TOKEN: 'provisioning-value',
  SPOTFLOW_REGISTRATION_TOKEN: 'registration-value',
  IDEMPOTENCY_KEY: 'idempotency-value',
};

/** A curl sample with each `$VARIABLE` the shell would expand replaced by its stand-in value. */
export const withStandIns = (command: string) =>
  command.replace(/\$([A-Z_]+)/g, (whole, name: string) => STAND_IN_ENVIRONMENT[name] ?? whole);
