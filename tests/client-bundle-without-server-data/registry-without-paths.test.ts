import {describe, expect, it} from 'vitest';
import {withoutModulePaths} from '../../plugins/client-bundle-without-server-data/registry-without-paths.js';

const entry = (name: string, file: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('the loader of the browser registry', () => {
  it('empties the module path of every entry and keeps its import and weak id', () => {
    const registry = `export default {\n${entry('5e95c892', '@site/docs/index.mdx')}\n${entry('6bbc301d', '@site/docs/manage-access/roles.mdx')}\n};\n`;
    expect(withoutModulePaths(registry)).toBe(
      'export default {\n' +
        '  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@site/docs/index.mdx"), "", require.resolveWeak("@site/docs/index.mdx")],\n' +
        '  "6bbc301d": [() => import(/* webpackChunkName: "6bbc301d" */ "@site/docs/manage-access/roles.mdx"), "", require.resolveWeak("@site/docs/manage-access/roles.mdx")],\n' +
        '};\n',
    );
  });

  it('fails, naming itself, when the registry has another layout', () => {
    expect(() => withoutModulePaths('export default {"a": {loader: () => import("./a")}};')).toThrow(
      /client-bundle-without-server-data/,
    );
  });
});
