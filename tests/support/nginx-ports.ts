// The deploy and load suites each start their own nginx, and may run at the same time.
// NGINX_PORT moves both: the deploy suite takes it, the load suite the next one.
const base = Number(process.env.NGINX_PORT ?? 3290);

export const nginxPorts = {deploy: base, load: base + 1};
