// Both docs instances set `breadcrumbs: false`, so the theme's component only ever
// returned nothing; this stands in for it so that no page downloads it
// (tests/theme/pages-without-extras.test.ts keeps the setting and this file in step).
export default function DocBreadcrumbs(): null {
  return null;
}
