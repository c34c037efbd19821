import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    nonce: string
  }
  interface Future {
    v3_singleFetch: true
  }
}
