import {defineConfig} from 'vitest/config';

// Tests named `*.built.test.ts` read the production build in `build/`; all others need nothing built.
// `npx vitest run --project unit` runs without a build, `--project built` after `npm run build`.
const BUILT = 'tests/**/*.built.test.ts';
// `npm test` runs the two projects at different times and keeps a report of each.
const JSON_REPORT = process.env.VITEST_JSON_REPORT ?? 'reports/vitest.json';

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest leaves one core free by default; on two cores that left one idle once the build beside the unit
    // tests had finished, while the tutorial files ran one after another.
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    reporters: ['default', ['json', {outputFile: JSON_REPORT}]],
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/**/*.test.ts'], exclude: [BUILT]}},
      {extends: true, test: {name: 'built', include: [BUILT]}},
    ],
  },
});
