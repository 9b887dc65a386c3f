import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi/spotflow-platform-api.json by `npm run gen`.
import referenceItems from './api/reference/sidebar';

/** The web API: overview, reference overview, then one category per tag. */
const sidebars = {
  api: [
    'index',
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      link: {type: 'doc', id: 'reference'},
      items: referenceItems,
    },
    {type: 'link', label: 'Back to the guides', href: '/'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
