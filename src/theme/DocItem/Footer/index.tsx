// The theme's page footer shows tags, an "Edit this page" link and the last update; the
// site sets none of them (no `editUrl`, no `showLastUpdate…`, no `tags` in front matter),
// so it only ever returned nothing. This stands in for it so that no page downloads it
// (tests/theme/pages-without-extras.test.ts fails when one of them is set).
export default function DocItemFooter(): null {
  return null;
}
