/** An mdast node of MDX: the fields the site's remark plugins read or write. */
export interface MdxNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdxNode[];
  [field: string]: unknown;
}

/**
 * An MDX `import` statement as a syntax-tree node, for remark plugins that add imports to a
 * page. MDX compiles the node's estree and does not parse `value` again, so both are given.
 * Without `defaultName` the import runs the module for its side effects only.
 */
export function esmImport(module: string, defaultName?: string): MdxNode {
  const source = `'${module}'`;
  const specifiers = defaultName
    ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
    : [];
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from ${source};` : `import ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: module, raw: source}},
        ],
      },
    },
  };
}
