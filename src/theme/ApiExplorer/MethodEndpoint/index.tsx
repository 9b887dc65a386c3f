import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useTypedSelector, type ExplorerServer} from '@theme/ApiItem/hooks';
import {identity} from '@site/src/identity';

const BADGE_COLOURS: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

function urlOf(server: ExplorerServer): string {
  const variables = Object.entries(server.variables ?? {});
  if (variables.length === 0) return server.url;
  return variables.reduce(
    (url, [name, variable]) => url.replace(`{${name}}`, variable.default ?? ''),
    server.url.replace(/\/$/, ''),
  );
}

export interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

/**
 * Ejected so that the endpoint line shows its server from the first paint. The
 * theme printed the server only in the browser, once the explorer had picked
 * one, and the longer line then wrapped and pushed the whole description down
 * (a layout shift on every API page). Until hydration, and on the server where
 * the theme's store is still empty, the line shows the default instance, which
 * is also the document's first server and so the explorer's default. A server
 * the reader chose earlier in the session replaces it after hydration, which
 * keeps the served and hydrated markup identical.
 */
export default function MethodEndpoint({method, path, context}: Props) {
  const isBrowser = useIsBrowser();
  const chosen = useTypedSelector((state) => state.server.value);
  const serverUrl = isBrowser && chosen ? urlOf(chosen) : identity.apiBaseUrl;
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE_COLOURS[method.toLowerCase()] ?? ''}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {context === 'callback' ? '' : serverUrl}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
