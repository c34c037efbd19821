/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // '__' files sit beside the routes that share them (the Epic Stack's __note-editor.tsx) and are not routes.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/__*.*'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  serverDependenciesToBundle: [/^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//, /^@internationalized\//, /^@emotion\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
