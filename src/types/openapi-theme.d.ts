// Theme components of docusaurus-theme-openapi-docs that its own typings do not declare.
declare module '@theme-original/ApiExplorer' {
  import type {ComponentType} from 'react';

  export type ApiExplorerProps = {item: unknown; infoPath?: string};
  const ApiExplorer: ComponentType<ApiExplorerProps>;
  export default ApiExplorer;
}

declare module '@theme/SkeletonLoader' {
  import type {ComponentType} from 'react';

  const SkeletonLoader: ComponentType<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

declare module '@theme-original/ParamsItem' {
  import type {ComponentType} from 'react';

  const ParamsItem: ComponentType<Record<string, unknown>>;
  export default ParamsItem;
}

declare module '@theme-original/SchemaItem' {
  import type {ComponentType} from 'react';

  const SchemaItem: ComponentType<Record<string, unknown>>;
  export default SchemaItem;
}
