import type { RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// A `.` or `..` path segment, spelled out or percent-encoded.
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i

/**
 * Refuses a raw path with dot segments (`curl --path-as-is`; browsers remove them before sending).
 * `POST /api/v1/../plan/…` passed the origin check as an API call, then reached the screen route
 * and answered 500 (issue 16, item 11): the checks below must see the path the router will use.
 */
export function refuseDotSegments(): RequestHandler {
  return (req, res, next) => {
    const rawPath = req.originalUrl.split('?')[0]
    if (!DOT_SEGMENT.test(rawPath)) return next()
    res.status(400).type('text/plain').send('Bad request: the path must not contain "." or ".." segments.')
  }
}

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
