import type { RequestHandler } from 'express'

const SESSION_COOKIE = /(?:^|;\s*)wp_session=/

/**
 * Authenticated answers (screen documents, single-fetch `.data`, the API) are one person's
 * finances: no browser or shared cache may keep them, or the back button on a shared computer
 * shows them after sign-out (issue 16, item 11). A route that sets its own Cache-Control (the
 * fingerprinted stylesheet) overrides this default.
 */
export function noStoreWhenAuthenticated(): RequestHandler {
  return (req, res, next) => {
    if (req.get('authorization') || SESSION_COOKIE.test(req.get('cookie') ?? '')) res.set('Cache-Control', 'no-store')
    next()
  }
}
