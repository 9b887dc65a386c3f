import net from 'node:net';
import {afterEach, expect, it} from 'vitest';
import {startNginx} from '../../scripts/nginx-server';

let blocker: net.Server | undefined;
afterEach(() => blocker?.close());

it('refuses a port another server holds, rather than testing against that server', async () => {
  blocker = net.createServer();
  const port = await new Promise<number>((resolve) =>
    blocker!.listen(0, '127.0.0.1', () => resolve((blocker!.address() as net.AddressInfo).port)),
  );
  await expect(startNginx(port)).rejects.toThrow(`port ${port} on 127.0.0.1 is in use`);
});
