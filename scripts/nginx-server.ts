import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/**
 * Fails when something already listens on the port: nginx would then give up,
 * but the readiness check below would be answered by that other server, and a
 * test or benchmark would quietly run against it.
 */
async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () =>
      reject(
        new Error(`port ${port} on 127.0.0.1 is in use, perhaps by a server left running; stop it first`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts real nginx on loopback with the production configuration over a build (build/ by default). */
export async function startNginx(port: number, root = 'build'): Promise<{url: string; stop: () => void}> {
  if (spawnSync('nginx', ['-v']).error) {
    throw new Error(
      'nginx is not installed: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
    );
  }
  await assertPortFree(port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const render = spawnSync(
    'npx',
    ['tsx', 'scripts/render-nginx-config.mts', '--root', root, '--listen', `127.0.0.1:${port}`, '--out', dir],
    {encoding: 'utf8'},
  );
  if (render.status !== 0) throw new Error(`rendering the nginx configuration failed: ${render.stderr}`);
  const siteConf = path.join(dir, 'site.conf');
  const mainConf = path.join(dir, 'nginx.conf');
  // Started by root, nginx would drop its workers to `nobody`, who cannot read a
  // build inside a private folder (a clone in `mktemp -d`, say): keep them as the
  // user running the tests. Otherwise nginx keeps that user anyway.
  const workerUser = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  fs.writeFileSync(
    mainConf,
    `include ${dir}/modules.conf;
${workerUser}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/markdown md; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${siteConf};
}
`,
  );
  const nginx: ChildProcess = spawn('nginx', ['-c', mainConf, '-p', dir, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(url);
      return {url, stop: () => nginx.kill()};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  nginx.kill();
  throw new Error(`nginx did not start; see ${dir}/error.log`);
}

/** Serves the build until the process is told to stop: the browser tests' web server. */
async function serveInForeground(port: number): Promise<void> {
  const server = await startNginx(port);
  console.log(`nginx serves build/ at ${server.url}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.stop();
      process.exit(0);
    });
  }
}

if (require.main === module) void serveInForeground(Number(process.env.PORT ?? 3000));
