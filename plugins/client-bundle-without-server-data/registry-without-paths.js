// A loader for Docusaurus's generated `registry.js` (the version pinned in package.json),
// whose entries read `[() => import(/* webpackChunkName: … */ "<path>"), "<path>",
// require.resolveWeak("<path>")]`. It empties the middle one, the path that only the
// server's react-loadable reads, and fails loudly if the layout changed.
const MODULE_PATH = /(\), )"[^"\n]+"(, require\.resolveWeak\()/g;

/** Returns the registry with empty module paths; throws if no entry had the expected layout. */
function withoutModulePaths(source) {
  let entries = 0;
  const result = source.replace(MODULE_PATH, (_match, before, after) => {
    entries += 1;
    return `${before}""${after}`;
  });
  if (entries === 0) {
    throw new Error(
      'The Docusaurus registry no longer has the layout plugins/client-bundle-without-server-data expects; ' +
        'check that loader against the new version.',
    );
  }
  return result;
}

module.exports = withoutModulePaths;
module.exports.withoutModulePaths = withoutModulePaths;
