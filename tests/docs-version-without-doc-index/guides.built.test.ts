import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/built-site';

const jsDir = path.join(buildDir, 'assets/js');
const read = (file: string) => fs.readFileSync(path.join(jsDir, file), 'utf8');

describe('the version data every docs page loads (plugins/docs-version-without-doc-index)', () => {
  it('holds the sidebar without an index of every page', () => {
    const guidesVersion = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && /"docsSidebars":\{"docs":/.test(read(file)));
    expect(guidesVersion).toHaveLength(1);
    const data = read(guidesVersion[0]);
    expect(data).toContain('"label":"Roles"');
    expect(data).toContain('"docs":{}');
    expect(data).not.toContain('"title":"Roles"');
  });

  it('holds the web API sidebar without an index of every page', () => {
    const apiVersion = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && /"docsSidebars":\{"api":/.test(read(file)));
    expect(apiVersion).toHaveLength(1);
    const data = read(apiVersion[0]);
    expect(data).toContain('"label":"CREATE Alert Rule"');
    expect(data).toContain('"docs":{}');
    expect(data).not.toContain('"title":"CREATE Alert Rule"');
  });
});
