// A loader for prism-react-renderer's bundle (the version pinned in package.json).
// Besides Prism's core, that one file defines about forty grammars and twenty
// colour themes at load time, so every page with a code block downloaded and ran
// all of them (about 15 of the code-block chunk's 36 KB gzip), for languages this
// site never shows and themes it never uses. This loader keeps the core and the
// Highlight component; each page brings the grammars its own code blocks use
// (remark-grammar-imports.ts).
const GRAMMARS = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const THEMES = '// src/themes/index.ts\n';
const COMPONENTS = '// src/index.ts\n';

/** Returns the bundle without its grammars and themes; fails loudly if its layout changed. */
function withoutExtras(source) {
  const grammars = source.indexOf(GRAMMARS);
  const themes = source.indexOf(THEMES);
  const components = source.indexOf(COMPONENTS, themes);
  if (grammars < 0 || themes < grammars || components < themes) {
    throw new Error(
      'prism-react-renderer no longer has the layout plugins/prism-with-code-blocks expects; ' +
        'check that loader against the new version.',
    );
  }
  // Highlight falls back to the bundled vsDark theme; every caller here passes a theme.
  const noThemes = 'var themes_exports = {};\nvar vsDark_default = {plain: {}, styles: []};\n\n';
  return source.slice(0, grammars) + GRAMMARS + '\n' + noThemes + source.slice(components);
}

module.exports = withoutExtras;
module.exports.withoutExtras = withoutExtras;
