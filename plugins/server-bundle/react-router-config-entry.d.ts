// The package's module entry, imported by path in `matchRoutes.ts`: the same exports as its typed name.
declare module 'react-router-config/esm/react-router-config.js' {
  export {renderRoutes} from 'react-router-config';
}
