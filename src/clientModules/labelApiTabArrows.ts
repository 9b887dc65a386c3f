// The API reference theme draws its tab-scrolling arrows as empty <button>s, which
// screen readers announce without a name. Name them as they appear.
const LABELS: Record<string, string> = {left: 'Scroll tabs left', right: 'Scroll tabs right'};

function labelArrows(root: ParentNode) {
  root
    .querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])')
    .forEach((button) => {
      const side = button.classList.contains('left') ? 'left' : 'right';
      button.setAttribute('aria-label', LABELS[side]);
    });
}

if (typeof window !== 'undefined') {
  new MutationObserver(() => labelArrows(document)).observe(document.documentElement, {
    childList: true,
    subtree: true,
  });
}

export function onRouteDidUpdate() {
  labelArrows(document);
}
