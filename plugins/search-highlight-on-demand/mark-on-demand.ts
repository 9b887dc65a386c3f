type MarkOptions = {exclude?: string[]};
type Mark = {mark(keywords: string[], options?: MarkOptions): void; unmark(): void};
type MarkConstructor = new (root: HTMLElement) => Mark;

let markJs: Promise<MarkConstructor> | undefined;
const loadMarkJs = () =>
  // Not the package's main file, which is aliased to this module.
  // @ts-expect-error -- mark.js ships no types.
  (markJs ??= import('mark.js/dist/mark.es6.js').then(
    (module: {default: MarkConstructor}) => module.default,
  ));

/** The part of mark.js the search bar uses, loading the library on first real use. */
export default class MarkOnDemand implements Mark {
  constructor(private readonly root: HTMLElement) {}

  unmark(): void {
    // Nothing marked yet (the usual page load): no need for the library.
    if (!this.root.querySelector('mark[data-markjs]')) return;
    void loadMarkJs().then((Mark) => new Mark(this.root).unmark());
  }

  mark(keywords: string[], options?: MarkOptions): void {
    void loadMarkJs().then((Mark) => new Mark(this.root).mark(keywords, options));
  }
}
