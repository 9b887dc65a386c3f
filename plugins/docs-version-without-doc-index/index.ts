import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Every guide loads its docs version's data before it renders: the sidebar, and an
 * index of every page of the version with its title and description (about 5.5 of that
 * data's 7.5 KB gzip, for the guides and the CLI reference). Only doc cards read that
 * index (`useDocById` in DocCard), and no guide shows doc cards, so a loader empties it.
 * A doc card added to a guide would fail the build, naming the page it links to. The
 * API instance keeps its index: its tag pages list their operations as cards.
 */
export default function docsVersionWithoutDocIndexPlugin(context: LoadContext): Plugin {
  // Docusaurus writes each route's props as a JSON module here; the guides are the default docs instance.
  const guidesRouteProps = path.join(
    context.generatedFilesDir,
    'docusaurus-plugin-content-docs',
    'default',
    'p',
  );
  return {
    name: 'docs-version-without-doc-index',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The server bundle too, so the served HTML and hydration read the same data.
              test: (file: string) => path.dirname(file) === guidesRouteProps && file.endsWith('.json'),
              use: [{loader: path.join(__dirname, 'version-without-doc-index.js')}],
            },
          ],
        },
      };
    },
  };
}
