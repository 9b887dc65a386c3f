import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Every docs page loads its docs version's data before it renders: the sidebar, and an
 * index of every page of the version with its title and description (about 5.5 of that
 * data's 7.5 KB gzip for the guides and the CLI reference, about 9 of 14 for the web API).
 * Only doc cards read that index (`useDocById` in DocCard), and no page shows doc cards
 * (the API's tag pages list their operations as links), so a loader empties it in both
 * docs instances. A doc card added to a page would fail the build, naming the page it
 * links to.
 */
export default function docsVersionWithoutDocIndexPlugin(context: LoadContext): Plugin {
  // Docusaurus writes each route's props as a JSON module here, one folder per docs instance.
  const routeProps = ['default', 'api'].map((instance) =>
    path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', instance, 'p'),
  );
  return {
    name: 'docs-version-without-doc-index',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The server bundle too, so the served HTML and hydration read the same data.
              test: (file: string) => routeProps.includes(path.dirname(file)) && file.endsWith('.json'),
              use: [{loader: path.join(__dirname, 'version-without-doc-index.js')}],
            },
          ],
        },
      };
    },
  };
}
