import type { RequestHandler } from 'express'
import { nextNonce } from './nonce.ts'

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
  const connect = ["'self'", ...(devSocket ? [devSocket] : [])].join(' ')
  // The policy is joined once, in two parts either side of the response's nonce.
  const [before, after] = [
    "default-src 'self'",
    "script-src 'self' 'nonce-\0'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .join('; ')
    .split('\0')
  return (_req, res, next) => {
    const nonce = nextNonce()
    res.locals.nonce = nonce
    res.setHeader('Content-Security-Policy', before + nonce + after)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
