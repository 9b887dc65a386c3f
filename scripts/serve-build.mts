// Serves the production build on loopback only. `docusaurus serve --host` still
// listens on every interface in 3.7, so the site and its tests use this instead,
// with the same serve-handler settings Docusaurus uses.
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import serveHandler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const server = http.createServer((req, res) =>
  serveHandler(req, res, {public: path.join(root, 'build'), cleanUrls: true, directoryListing: false}),
);
server.listen(port, host, () => console.log(`Serving build/ at http://${host}:${port}/`));
