import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const installedSource = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

// The wrapper hands the theme only the route `firstMatchingRoute` finds (tests/routing/).
describe('the classic theme that the DocRoot wrapper narrows (Docusaurus internals)', () => {
  it('renders DocRoot from its props through useDocRootMetadata', () => {
    const docRoot = installedSource('@docusaurus/theme-classic/lib/theme/DocRoot/index.js');
    expect(docRoot).toMatch(/useDocRootMetadata\(props\)/);
  });

  it('looks the page up in route.routes by matchPath and renders those routes', () => {
    const docsUtils = installedSource('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
    const body = docsUtils.slice(docsUtils.indexOf('function useDocRootMetadata('));
    const hook = body.slice(0, body.indexOf('\n}\n'));
    expect(hook).toMatch(/const docRoutes = route\.routes;/);
    expect(hook).toMatch(/docRoutes\.find\(\(docRoute\) => matchPath\(location\.pathname, docRoute\)\)/);
    expect(hook).toMatch(/renderRoutes\(docRoutes\)/);
  });
});
