// The theme's banners for unlisted and draft pages; no page is either, so the component
// only ever returned nothing. This stands in for it so that no page downloads it
// (tests/theme/pages-without-extras.test.ts fails when a page sets `unlisted` or `draft`).
export default function ContentVisibility(): null {
  return null;
}
