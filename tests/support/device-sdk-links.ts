// Every address on this site that the released Device SDKs link to, as written in spotflow-io/device-sdk (the READMEs
// and the documentation comments of spotflow/src/lib.rs, spotflow/src/ingress/builder.rs and mod.rs,
// spotflow-py/src/ingress/mod.rs and spotflow-c/src/lib.rs), with the host left out. The SDKs are released and cannot be changed, so these addresses
// must keep working, sections included.
export const deviceSdkLinks = [
  // README.md of the repository and spotflow-py/README.md, which PyPI shows, link these with the site's host.
  '/device-sdk/python/',
  '/manage-access/tutorial-create-workspace',
  '/cli/#installation',
  '/connect-devices/tutorial-connect-device/#1-create-provisioning-token',
  '/api/#hostname',
  '/api/#authentication',
  // The documentation comments of the crate, the Python binding and the C header:
  '/',
  '/get-started',
  '/device-sdk/rust/',
  '/manage-access/workspaces/',
  '/connect-devices/#device',
  '/connect-devices/#device-id',
  '/connect-devices/#device-provisioning',
  '/connect-devices/#provisioning-operation',
  '/connect-devices/#provisioning-token',
  '/connect-devices/#registration-token',
  '/connect-devices/#site',
  '/send-data/',
  '/send-data/#message',
  '/send-data/#stream',
  '/send-data/#stream-group',
  '/send-data/#batch',
  '/send-data/#message-id-autofill-pattern',
  '/send-data/#batch-id-autofill-pattern',
  '/configure-devices/#desired-properties',
  '/configure-devices/#reported-properties',
  '/configure-devices/tutorial-configure-device#1-start-device',
];
