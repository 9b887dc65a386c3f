import React from 'react';
import Link from '@docusaurus/Link';
import {useTypedSelector} from '@theme/ApiItem/hooks';

type Scheme = {key: string; name?: string; type: string; scopes?: string[]; [field: string]: unknown};

const fieldValue = (value: unknown) =>
  typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);

/**
 * The explorer's authorization summary. The theme renders its summary as an
 * <h4> right after the page's <h2> headings, a skipped level for anyone who
 * moves through the page by headings; a disclosure label is not a heading, so
 * this one is plain strong text. The fields listed are the theme's.
 */
export default function SecuritySchemes({infoPath}: {infoPath: string}) {
  const options = useTypedSelector((state) => state.auth.options) as Record<string, Scheme[]>;
  const selected = useTypedSelector((state) => state.auth.selected);
  const schemes = selected === undefined ? undefined : options[selected];
  if (!schemes?.[0]?.type) return null;
  return (
    <details className="openapi-security__details">
      <summary className="openapi-security__summary-container">
        <strong className="openapi-security__summary-header">
          Authorization: {schemes[0].name ?? schemes[0].type}
        </strong>
      </summary>
      {schemes.map(({key, name, scopes, ...fields}) => (
        <pre key={key} className="openapi-security__fields">
          <span>
            <strong>name:</strong> <Link to={`/${infoPath}#authentication`}>{name ?? key}</Link>
          </span>
          {Object.entries(fields).map(([field, value]) => (
            <span key={field}>
              <strong>{field}:</strong> {fieldValue(value)}
            </span>
          ))}
          {scopes && scopes.length > 0 && (
            <span>
              <strong>scopes:</strong> <code>{scopes.join(',')}</code>
            </span>
          )}
        </pre>
      ))}
    </details>
  );
}
