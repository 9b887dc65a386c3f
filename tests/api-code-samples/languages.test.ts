import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

const require = createRequire(import.meta.url);
const generators: Array<{
  lang: string;
  variant: string;
  main: {convert: unknown};
}> = require('../../plugins/api-code-samples/languages.js');

describe('bundled code-sample generators', () => {
  const tabs = config.themeConfig.languageTabs;

  it('are exactly the languages the API pages offer', () => {
    expect(generators.map((generator) => generator.lang).sort()).toEqual(
      tabs.map((tab) => tab.language).sort(),
    );
  });

  it('match the variant each tab asks for and can convert requests', () => {
    for (const tab of tabs) {
      const generator = generators.find((candidate) => candidate.lang === tab.language)!;
      if ('variant' in tab) expect(generator.variant.toLowerCase()).toBe(tab.variant);
      expect(typeof generator.main.convert).toBe('function');
    }
  });
});
