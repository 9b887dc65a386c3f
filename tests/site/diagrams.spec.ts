import type {Locator, Page} from '@playwright/test';
import {crawlTest, test, expect} from '../support/fixtures';
import {gotoHydrated, waitUntilSettled} from '../support/hydration';
import {scriptsLoadedBy} from '../support/loaded-scripts';
import {contrastRatio} from '../../src/readableCodeThemes';
import {drawnLabel} from '../../plugins/prerendered-diagrams/sourceLabels';
import {routesWithDiagrams} from '../support/built-site';
import {sourceDiagrams} from './source-diagrams';

const pages = routesWithDiagrams();
const sources = sourceDiagrams();
const SMALLEST_READABLE_LABEL_PX = 11;

interface DrawnDiagram {
  title: string;
  description: string;
  texts: string[];
  /** Texts that reach outside the SVG's own box, where the browser cuts them off. */
  clipped: string[];
  /** Smallest label as drawn, in CSS pixels. */
  smallestLabelPx: number;
  overflowsFrame: boolean;
  svgInsideColumn: boolean;
  focusable: boolean;
  edgeShadows: boolean;
}

/** What a reader gets of one diagram, measured in the page. */
function measure(figure: Locator): Promise<DrawnDiagram> {
  return figure.evaluate((element) => {
    const svg = element.querySelector('svg')!;
    const frame = element.querySelector<HTMLElement>('.diagram__frame')!;
    const column = element.closest('article')!.getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const lines = Array.from(svg.querySelectorAll('text')).flatMap((text) => {
      const spans = Array.from(text.querySelectorAll('tspan'));
      return (spans.length > 0 ? spans : [text]) as SVGGraphicsElement[];
    });
    const outside = (rect: DOMRect) =>
      rect.left < box.left - 0.5 ||
      rect.right > box.right + 0.5 ||
      rect.top < box.top - 0.5 ||
      rect.bottom > box.bottom + 0.5;
    return {
      title: svg.querySelector('title')?.textContent ?? '',
      description: svg.querySelector('desc')?.textContent ?? '',
      texts: lines.map((line) => line.textContent ?? ''),
      clipped: lines
        .filter((line) => outside(line.getBoundingClientRect()))
        .map((line) => line.textContent ?? ''),
      smallestLabelPx: Math.min(
        ...Array.from(svg.querySelectorAll('text')).map(
          (text) => Number(text.getAttribute('font-size')) * scale,
        ),
      ),
      overflowsFrame: frame.scrollWidth > frame.clientWidth + 1,
      svgInsideColumn: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
      focusable: frame.tabIndex === 0,
      edgeShadows: getComputedStyle(frame).backgroundImage.includes('radial-gradient'),
    };
  });
}

async function diagramsOf(page: Page): Promise<DrawnDiagram[]> {
  const figures = page.locator('article figure.diagram');
  return Promise.all((await figures.all()).map(measure));
}

function sourceOf(title: string) {
  const matches = sources.filter((source) => source.title === title);
  expect(matches, `one source diagram titled "${title}"`).toHaveLength(1);
  return matches[0];
}

test('every diagram of the sources is on a built page, once', () => {
  expect(sources.length).toBeGreaterThanOrEqual(23);
  expect(pages.reduce((sum, page) => sum + page.diagrams, 0)).toBe(sources.length);
  expect(new Set(sources.map((source) => source.title)).size).toBe(sources.length);
});

// At 1280px each worker visits its pages in one tab, as the accessibility crawl does.
for (const {route, diagrams} of pages) {
  crawlTest.describe(route, () => {
    crawlTest(
      `draws its ${diagrams} diagram(s) whole, with every label, inside the column at 1280px`,
      async ({workerPage: page}) => {
        await page.goto(route);
        const drawn = await diagramsOf(page);
        expect(drawn).toHaveLength(diagrams);
        for (const diagram of drawn) {
          const source = sourceOf(diagram.title);
          const shown = new Set(diagram.texts.map(drawnLabel));
          expect(
            source.labels.filter((label) => !shown.has(label)),
            `labels missing from "${diagram.title}"`,
          ).toEqual([]);
          expect(diagram.clipped, `labels cut off in "${diagram.title}"`).toEqual([]);
          expect(diagram.overflowsFrame, `"${diagram.title}" needs sideways scrolling`).toBe(false);
          expect(diagram.svgInsideColumn, `"${diagram.title}" sticks out of the column`).toBe(true);
          expect(diagram.smallestLabelPx, `labels of "${diagram.title}"`).toBeGreaterThanOrEqual(
            SMALLEST_READABLE_LABEL_PX - 0.01,
          );
          // The accessible name and description come from the fence's accTitle and accDescr.
          await expect(page.getByRole('img', {name: diagram.title, exact: true})).toHaveCount(1);
          expect(diagram.description.length, `description of "${diagram.title}"`).toBeGreaterThan(40);
        }
      },
    );

    crawlTest(
      'switches its diagrams between colour modes at once, readable in both',
      async ({workerPage: page}) => {
        await gotoHydrated(page, route);
        // The API overview's page component mounts its content again once its chunks arrive.
        await waitUntilSettled(page);
        const label = page.locator('article figure.diagram svg text').first();
        const readLabel = () =>
          label.evaluate((text) => {
            const parse = (color: string) => {
              const srgb = color.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
              if (srgb) return srgb.slice(1, 4).map((channel) => Number(channel) * 255);
              const values = color.match(/[\d.]+/g)!.map(Number);
              // A transparent page shows the browser's white canvas.
              return values.length === 4 && values[3] === 0 ? [255, 255, 255] : values.slice(0, 3);
            };
            const pageColor = [document.body, document.documentElement]
              .map((element) => getComputedStyle(element).backgroundColor)
              .find((color) => color !== 'rgba(0, 0, 0, 0)');
            return {
              fill: parse(getComputedStyle(text).fill),
              page: parse(pageColor ?? 'rgba(0, 0, 0, 0)'),
              sameNode: (text as unknown as {drawnBeforeToggle?: boolean}).drawnBeforeToggle === true,
            };
          });
        // The tab keeps the mode the previous page left: start from it and switch to the other.
        const startedDark = (await page.locator('html').getAttribute('data-theme')) === 'dark';
        const before = await readLabel();
        await label.evaluate(
          (text) => ((text as unknown as {drawnBeforeToggle: boolean}).drawnBeforeToggle = true),
        );
        await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', startedDark ? 'light' : 'dark');
        const after = await readLabel();
        // The same drawing, recoloured by CSS: nothing is drawn again.
        expect(after.sameNode).toBe(true);
        expect(after.fill).not.toEqual(before.fill);
        for (const mode of [before, after]) {
          expect(contrastRatio(mode.fill as never, mode.page as never)).toBeGreaterThanOrEqual(4.5);
        }
      },
    );
  });
}

test.describe('on a 375px phone', () => {
  test.use({viewport: {width: 375, height: 812}});

  for (const {route} of pages) {
    test(`${route}: each diagram keeps 11px labels, or scrolls sideways with a visible cue and by keyboard`, async ({
      page,
    }) => {
      await page.goto(route);
      const figures = await page.locator('article figure.diagram').all();
      for (const figure of figures) {
        const diagram = await measure(figure);
        expect(diagram.clipped, `labels cut off in "${diagram.title}"`).toEqual([]);
        if (diagram.smallestLabelPx >= SMALLEST_READABLE_LABEL_PX - 0.01 && !diagram.overflowsFrame) continue;
        expect(diagram.overflowsFrame, `"${diagram.title}" shrinks its labels instead of scrolling`).toBe(
          true,
        );
        expect(diagram.smallestLabelPx).toBeGreaterThanOrEqual(SMALLEST_READABLE_LABEL_PX - 0.01);
        expect(diagram.edgeShadows, `"${diagram.title}" shows no sign that it scrolls`).toBe(true);
        expect(diagram.focusable, `"${diagram.title}" cannot be scrolled by keyboard`).toBe(true);
        const frame = figure.locator('.diagram__frame');
        await frame.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  }
});

test('no page loads diagram-drawing code', async ({page}) => {
  const scripts = await scriptsLoadedBy(
    page,
    pages.map(({route}) => route),
  );
  expect(scripts.length).toBeGreaterThan(0);
  // Words only a diagram parser or Mermaid's own API carries; minifying keeps them, as strings.
  const rendererMarkers = ['mermaidAPI', 'sequenceDiagram', 'stateDiagram', 'flowchart-v2'];
  expect(rendererMarkers.filter((marker) => scripts.some(({text}) => text.includes(marker)))).toEqual([]);
});
