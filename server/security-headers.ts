import crypto from 'node:crypto'
import type { RequestHandler } from 'express'

/**
 * Strict headers on every response. Scripts need the per-response nonce (Remix
 * renders a few inline ones); styles allow inline because Chakra's Emotion
 * writes <style> tags during server rendering.
 */
export function securityHeaders({
  production,
  devSocket,
}: {
  production: boolean
  devSocket?: string
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const connect = ["'self'", ...(devSocket ? [devSocket] : [])].join(' ')
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${connect}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
