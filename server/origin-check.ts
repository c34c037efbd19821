import type { RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses form posts that come from another site. SameSite=Lax already keeps the
 * session cookie off them; this is the second lock. The bearer-token API is not
 * cookie-authenticated, so it is exempt.
 */
export function originCheck({ appOrigin }: { appOrigin?: string }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith('/api/v1/')) return next()
    const expected = appOrigin ?? `${req.protocol}://${req.get('host')}`
    const origin = req.get('origin')
    const referer = req.get('referer')
    let source: string | null = null
    if (origin && origin !== 'null') source = origin
    else if (origin === 'null') source = 'null'
    else if (referer) {
      try {
        source = new URL(referer).origin
      } catch {
        source = 'invalid'
      }
    }
    // Neither header: not a browser form post (browsers always send Origin on POST).
    if (source === null || source === expected) return next()
    res.status(403).type('text/plain').send('Cross-site form submissions are not allowed.')
  }
}
