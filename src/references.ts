/**
 * The two generated references: the one source each is generated from, the folder
 * `npm run gen` writes it to (never committed), and the route it is served under.
 * Everything that builds a link or a path to them imports these.
 */
export const apiReference = {
  source: 'openapi/spotflow-platform-api.json',
  folder: 'api/reference',
  route: '/api/reference',
  /** Where the site serves the document itself (`openapi/` is a static directory). */
  download: '/spotflow-platform-api.json',
} as const;

export const cliReference = {
  source: 'cli/spotf.yaml',
  folder: 'docs/cli/reference',
  /** The folder's doc ID prefix inside the guides' docs instance (whose folder is `docs/`). */
  docIdBase: 'cli/reference',
  route: '/cli/reference',
} as const;
