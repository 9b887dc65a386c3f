import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Slims the API explorer's bundle: swaps postman-code-generators' list of ~30
 * generators for the five the site offers, makes the generators share the
 * site's single copy of lodash instead of bundling their own, and gives the
 * explorer the one crypto-js function it calls instead of the whole library.
 */
export default function apiCodeSamplesPlugin(): Plugin {
  const generatorList = require.resolve('postman-code-generators/lib/assets/languages.js');
  const lodash = path.dirname(require.resolve('lodash/package.json'));
  return {
    name: 'api-code-samples',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [generatorList]: path.join(__dirname, 'languages.js'),
            lodash$: path.join(lodash, 'lodash.js'),
            lodash: lodash,
            'crypto-js$': path.join(__dirname, 'sha1-only.js'),
          },
        },
      };
    },
  };
}
