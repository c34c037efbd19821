import type { RequestHandler } from 'express'

const SESSION_COOKIE = /(?:^|;\s*)wp_session=/

/**
 * Authenticated answers (screen documents, single-fetch `.data`, the API) are one person's
 * finances: no browser or shared cache may keep them, or the back button on a shared computer
 * shows them after sign-out (issue 16, item 11). The default is added as the headers go out, and
 * only where the route set none: the Remix adapter appends a route's own headers, so setting it
 * up front sent `no-store, no-store` from the API and `no-store, public, max-age=…` for the
 * fingerprinted stylesheet, whose own value must win.
 */
export function noStoreWhenAuthenticated(): RequestHandler {
  return (req, res, next) => {
    if (req.get('authorization') || SESSION_COOKIE.test(req.get('cookie') ?? '')) {
      const writeHead = res.writeHead
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store')
        return writeHead.apply(this, args)
      } as typeof writeHead
    }
    next()
  }
}
