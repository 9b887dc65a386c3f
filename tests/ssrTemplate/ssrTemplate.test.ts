import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {ssrTemplate} from '../../src/ssrTemplate';

// Private paths of the framework: its own template and the function that compiles one (INTERNALS.md).
const require = createRequire(import.meta.url);
const frameworkTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
  compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
};

const page = {
  appHtml: '<main><p>Devices send telemetry.</p></main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  headTags: '<link rel="icon" href="/img/favicon.svg">',
  preBodyTags: '<script>/* colour mode */</script>',
  postBodyTags: '',
  metaAttributes: ['<title>Send data</title>', '<meta name="robots" content="noindex">'],
  scripts: ['assets/js/runtime~main.1a2b.js', 'assets/js/main.3c4d.js'],
  stylesheets: ['assets/css/styles.5e6f.css'],
  noIndex: true,
  version: '3.7.0',
};
const render = async (template: string) => (await compileSSGTemplate(template))(page);
const oneLine = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

describe('the page template', () => {
  it("writes the framework's page, apart from how the entry scripts are loaded", async () => {
    const framework = (await render(frameworkTemplate)).replace(/<script src="[^"]+" defer><\/script>/g, '');
    const ours = (await render(ssrTemplate))
      .replace(/<link rel="preload" as="script"[^>]*>/g, '')
      .replace(/<script>(?:(?!<\/script>)[\s\S])*data-entry-script[\s\S]*?<\/script>/, '');
    expect(oneLine(ours)).toBe(oneLine(framework));
  });

  it('preloads the entry scripts in order and runs none of them by src while the page is parsed', async () => {
    const html = await render(ssrTemplate);
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="script"[^>]*data-entry-script href="([^"]+)"/g),
    ];
    expect(preloaded.map((match) => match[1])).toEqual(page.scripts.map((script) => `/${script}`));
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toMatch(/<script>(?:(?!<\/script>)[\s\S])*link\[data-entry-script\]/);
  });
});
