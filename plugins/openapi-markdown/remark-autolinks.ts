type Node = {type: string; value?: string; url?: string; children?: Node[]};

const ESCAPED_AUTOLINK = /<((?:https?|mailto):[^\s<>]+)>/g;
const hasEscapedAutolink = (text: string) => /<(?:https?|mailto):[^\s<>]+>/.test(text);

function linkedParts(text: string): Node[] {
  const parts: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(ESCAPED_AUTOLINK)) {
    if (match.index > last) parts.push({type: 'text', value: text.slice(last, match.index)});
    parts.push({type: 'link', url: match[1], children: [{type: 'text', value: match[1]}]});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({type: 'text', value: text.slice(last)});
  return parts;
}

const isBareLink = (node: Node | undefined) =>
  node?.type === 'link' && node.children?.length === 1 && node.children[0].value === node.url;

/** GFM has already linked the address itself: only the brackets around it are left to remove. */
function dropBracketsAroundLinks(children: Node[]) {
  children.forEach((node, index) => {
    const before = children[index - 1];
    const after = children[index + 1];
    if (!isBareLink(node) || before?.type !== 'text' || after?.type !== 'text') return;
    if (!before.value!.endsWith('<') || !after.value!.startsWith('>')) return;
    before.value = before.value!.slice(0, -1);
    after.value = after.value!.slice(1);
  });
  return children.filter((node) => node.type !== 'text' || node.value !== '');
}

/**
 * Remark plugin for the generated API pages. The generator escapes every `<` and `>` of a
 * description as `&lt;` and `&gt;`, so an autolink such as `<https://example.com>` reached the
 * page with visible angle brackets (around a link, where GFM recognised the address). This
 * turns such text back into the plain link it was written as.
 */
export default function remarkEscapedAutolinks() {
  const visit = (node: Node) => {
    if (!node.children || node.type === 'link') return;
    node.children = dropBracketsAroundLinks(
      node.children.flatMap((child) =>
        child.type === 'text' && child.value && hasEscapedAutolink(child.value)
          ? linkedParts(child.value)
          : [child],
      ),
    );
    node.children.forEach(visit);
  };
  return visit;
}
