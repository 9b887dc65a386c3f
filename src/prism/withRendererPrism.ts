import {Prism} from 'prism-react-renderer';

// prismjs grammar files extend a global `Prism` when they run.
const host = globalThis as {Prism?: unknown};

/**
 * Runs a prismjs grammar file against the renderer's own Prism instance: lends it as the
 * global `Prism` while the file runs, then gives back whatever was there.
 */
export function withRendererPrism(runGrammarFile: () => void): void {
  const previous = host.Prism;
  host.Prism = Prism;
  try {
    runGrammarFile();
  } finally {
    host.Prism = previous;
  }
}
