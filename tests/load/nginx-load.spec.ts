import {test, expect} from '@playwright/test';
import autocannon from 'autocannon';
import {startNginx} from '../../scripts/nginx-server';
import {nginxPorts} from '../support/nginx-ports';

let server: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  server = await startNginx(nginxPorts.load);
});
test.afterAll(() => server?.stop());

test('a bounded load of 3000 requests gets no errors', async () => {
  const result = await autocannon({
    url: server.url,
    connections: 10,
    amount: 3000,
    requests: [{path: '/'}, {path: '/send-data/'}, {path: '/api/reference/list-devices'}],
  });
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result['2xx']).toBe(3000);
});
