import type { RequestHandler } from 'express'
import { getRequestContext } from '../app/infra/request-context.server.ts'
import { logEvent } from '../app/infra/event-log.server.ts'
import { recordRequest } from '../app/infra/request-metrics.server.ts'

/** One line per request: method, path (never the query, which may carry tokens), status, ms, user. */
export function requestLog({ silent }: { silent: boolean }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const context = getRequestContext()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      // Debug Tools' per-route timings are kept even when the log line is not written.
      recordRequest(req.method, req.path, ms, res.statusCode)
      if (res.statusCode >= 500) logEvent('ERROR', 'http', `${req.method} ${req.path} answered ${res.statusCode}`)
      if (silent) return
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
