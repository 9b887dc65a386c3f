// The docs have one version, which has no banner ("unreleased", "unmaintained"), so the
// theme's component only ever returned nothing; this stands in for it so that no page
// downloads it (tests/theme/pages-without-extras.test.ts fails if a second version appears).
export default function DocVersionBanner(): null {
  return null;
}
