// A loader for Docusaurus's generated `docusaurus.config.mjs` (the version pinned in
// package.json): `export default <the site config as JSON>;` after a comment. It drops
// `ssrTemplate`, and fails loudly if the file has another layout or no template to drop.
const EXPORT = 'export default ';

function parsedConfig(json) {
  try {
    return JSON.parse(json.trim().replace(/;$/, ''));
  } catch {
    return undefined;
  }
}

/** Returns the config module without its page template. */
function withoutSsrTemplate(source) {
  const start = source.indexOf(EXPORT);
  const config = start === -1 ? undefined : parsedConfig(source.slice(start + EXPORT.length));
  if (typeof config?.ssrTemplate !== 'string') {
    throw new Error(
      'The generated Docusaurus config no longer has the layout plugins/client-bundle-without-server-data ' +
        'expects, or sets no ssrTemplate; check that loader against the new version.',
    );
  }
  delete config.ssrTemplate;
  return `${source.slice(0, start)}${EXPORT}${JSON.stringify(config)};\n`;
}

module.exports = withoutSsrTemplate;
module.exports.withoutSsrTemplate = withoutSsrTemplate;
