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

declare module '@theme-original/Schema' {
  import type {ComponentType} from 'react';

  export type SchemaProps = {schema?: {discriminator?: unknown}; schemaType: string; schemaPath?: string};
  const Schema: ComponentType<SchemaProps>;
  export default Schema;
}

declare module '@theme-original/ApiExplorer/FormItem' {
  import type {ComponentType, ReactNode} from 'react';

  export type FormItemProps = {
    label?: ReactNode;
    type?: string;
    required?: boolean;
    className?: string;
    children?: ReactNode;
  };
  const FormItem: ComponentType<FormItemProps>;
  export default FormItem;
}

declare module '@theme-original/ApiExplorer/FormSelect' {
  import type {ChangeEventHandler, ComponentType} from 'react';

  const FormSelect: ComponentType<{
    value?: string;
    options: string[];
    onChange?: ChangeEventHandler<HTMLSelectElement>;
  }>;
  export default FormSelect;
}

declare module '@theme-original/DiscriminatorTabs' {
  import type {ComponentType, ReactNode} from 'react';

  const DiscriminatorTabs: ComponentType<{children?: ReactNode; className?: string}>;
  export default DiscriminatorTabs;
}

declare module '@theme/ApiItem/hooks' {
  /** A server of the OpenAPI document, as the explorer keeps the one the reader chose. */
  export type ExplorerServer = {url: string; variables?: Record<string, {default?: string}>};

  /** The explorer's store; only the authorization and server slices are read by this site. */
  type ExplorerState = {
    auth: {options: Record<string, unknown[]>; selected?: string};
    server: {value?: ExplorerServer};
  };
  export function useTypedSelector<T>(select: (state: ExplorerState) => T): T;
}
