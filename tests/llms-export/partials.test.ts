import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlinePartials} from '../../plugins/llms-export/partials';

const siteDir = path.resolve(__dirname, '../..');

describe('inlinePartials', () => {
  const page = [
    "import AccessTokenSetup from '@site/docs/_partials/access-token-setup.mdx';",
    "import TutorialDevice from '../_partials/tutorial-device.mdx';",
    '',
    '- For the API steps:',
    '',
    '  <AccessTokenSetup />',
    '',
    '<AccessTokenSetup/>',
    '- <TutorialDevice />',
  ].join('\n');
  // The relative import resolves against the page's folder, as the bundler resolves it.
  const inlined = inlinePartials(page, path.join(siteDir, 'docs/guide/page.mdx'), siteDir);

  it('writes the partial where the page places it, indented like the element', () => {
    expect(inlined).not.toMatch(/^\s*<AccessTokenSetup/m);
    expect(inlined).toContain('\n  export TOKEN="');
    expect(inlined).toContain('\nexport TOKEN="');
  });

  it('continues a list item with the partial, its further lines indented under the marker', () => {
    expect(inlined).toMatch(
      /\n- The tutorial device `\{fact:tutorialDeviceId\}`.*\n {2}`SPOTFLOW_PROVISIONING_TOKEN`/,
    );
  });

  it("leaves out the partial's leading comment", () => {
    expect(inlined).not.toContain('{/*');
  });
});
