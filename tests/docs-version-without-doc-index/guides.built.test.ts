import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/built-site';

const jsDir = path.join(buildDir, 'assets/js');
const read = (file: string) => fs.readFileSync(path.join(jsDir, file), 'utf8');

describe('the version data every docs page loads (plugins/docs-version-without-doc-index)', () => {
  it.each([
    ['guides', 'docs', 'Roles'],
    ['web API', 'api', 'Create an alert rule'],
  ])('of the %s holds the sidebar without an index of every page', (_, sidebar, label) => {
    const version = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && read(file).includes(`"docsSidebars":{"${sidebar}":`));
    expect(version).toHaveLength(1);
    const data = read(version[0]);
    expect(data).toContain(`"label":"${label}"`);
    expect(data, 'the loader matched no route props, so every page loads the index of all pages').toContain(
      '"docs":{}',
    );
    expect(data).not.toContain(`"title":"${label}"`);
  });
});
