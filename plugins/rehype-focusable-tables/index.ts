import type {Root, RootContent} from 'hast';

/**
 * Wide tables scroll sideways on small screens (Infima makes them blocks with
 * `overflow: auto`); a focusable table lets keyboard users scroll it too. Added
 * to the Markdown of both docs instances, so no theme component is swizzled for it.
 */
export default function rehypeFocusableTables() {
  return (tree: Root) => {
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && node.tagName === 'table') node.properties.tabIndex = 0;
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
