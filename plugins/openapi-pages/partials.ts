/**
 * What several pages show the same way (the document's shared responses, the fields of a named
 * schema) is an MDX partial the pages import. The bundler then compiles it once instead of once
 * per page, which keeps the build's time and memory in proportion to the size of the document.
 */

/** `_`-prefixed, so the docs plugin makes no page of the partials in it. */
export const PARTIALS_FOLDER = '_shared';

/** The partials a page (or the whole reference) uses: component name, then how to write its MDX. */
export type Partials = Map<string, () => string>;

/** Records that a page shows the partial and returns the JSX that shows it. */
export function usePartial(partials: Partials, component: string, mdx: () => string): string {
  if (!partials.has(component)) partials.set(component, mdx);
  return `<${component} />`;
}

export const partialImports = (partials: Partials) =>
  [...partials.keys()].map(
    (component) => `import ${component} from './${PARTIALS_FOLDER}/${component}.mdx';`,
  );
