// The code-sample generators the API reference offers (themeConfig.languageTabs).
// postman-code-generators registers about thirty; bundling only these keeps the
// API pages' JavaScript to what a reader can actually pick.
const {withDeviceTokenScheme} = require('./device-token-header.js');

module.exports = [
  {
    lang: 'curl',
    variant: 'cURL',
    syntax_mode: 'powershell',
    main: require('postman-code-generators/codegens/curl/index.js'),
  },
  {
    lang: 'python',
    variant: 'Requests',
    syntax_mode: 'python',
    main: require('postman-code-generators/codegens/python-requests/index.js'),
  },
  {
    lang: 'nodejs',
    variant: 'Axios',
    syntax_mode: 'javascript',
    main: require('postman-code-generators/codegens/nodejs-axios/index.js'),
  },
  {
    lang: 'csharp',
    variant: 'HttpClient',
    syntax_mode: 'csharp',
    main: require('postman-code-generators/codegens/csharp-httpclient/index.js'),
  },
  {
    lang: 'powershell',
    variant: 'RestMethod',
    syntax_mode: 'powershell',
    main: require('postman-code-generators/codegens/powershell-restmethod/index.js'),
  },
].map((codegen) => ({
  type: 'code_generator',
  author: 'Postman Labs',
  homepage: '',
  ...codegen,
  main: withDeviceTokenScheme(codegen.main),
}));
