import React from 'react';
import Link from '@docusaurus/Link';

type DocItem = {type: 'doc'; id: string; label?: string; className?: string};
type CategoryItem = {type: 'category'; label: string; link?: {type: 'doc'; id: string}; items: DocItem[]};

const docPath = (id: string) => `/api/${id}`;
const methodOf = (item: DocItem) => item.className?.split(' ').find((c) => c !== 'api-method') ?? '';

/**
 * Lists every tag of the generated reference with its operations, so the
 * overview always matches the OpenAPI document it was generated from.
 */
export default function ApiReferenceOverview({items}: {items: unknown[]}) {
  const categories = (items as Array<DocItem | CategoryItem>).filter(
    (item): item is CategoryItem => item.type === 'category',
  );
  return (
    <>
      {categories.map((category) => (
        <section key={category.label}>
          <h2 id={category.link?.id.replace('reference/', '') ?? category.label}>
            {category.link ? <Link to={docPath(category.link.id)}>{category.label}</Link> : category.label}
          </h2>
          <ul>
            {category.items.map((operation) => (
              <li key={operation.id}>
                <code>{methodOf(operation).toUpperCase()}</code>{' '}
                <Link to={docPath(operation.id)}>{operation.label ?? operation.id}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
