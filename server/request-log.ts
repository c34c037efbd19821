import type { RequestHandler } from 'express'
import { getRequestContext } from '../app/infra/request-context.server.ts'

/** One line per request: method, path (never the query, which may carry tokens), status, ms, user. */
export function requestLog({ silent }: { silent: boolean }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const context = getRequestContext()
    res.on('finish', () => {
      if (silent) return
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const line = {
        t: new Date().toISOString(),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        user: context?.userId ?? null,
      }
      process.stdout.write(`${JSON.stringify(line)}\n`)
    })
    next()
  }
}
