import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import type { Env } from '../app/env.server.ts'
import { requestContextStorage, type RequestContext } from '../app/infra/request-context.server.ts'
import { noStoreWhenAuthenticated } from './no-store.ts'
import { publicFiles } from './public-files.ts'
import { originCheck, refuseDotSegments } from './origin-check.ts'
import { requestLog } from './request-log.ts'
import { rememberRenderRouteTrees } from './render-route-trees.ts'
import { rememberRouteMatches } from './route-match-cache.ts'
import { bodyLimit, remixHandler, screenFormBody } from './request-body.ts'
import { securityHeaders } from './security-headers.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MAX_BODY_BYTES = 5 * 1024 * 1024

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

export function createApp({ env, build, devSocket }: { env: Env; build: BuildSource; devSocket?: string }) {
  rememberRouteMatches()
  rememberRenderRouteTrees()
  const app = express()
  const production = env.NODE_ENV === 'production'
  app.disable('x-powered-by')
  // Remix reads the query from the request's URL, and nothing here reads Express's `req.query`: its
  // default parser (qs, "extended") measured 0.04 ms of a cached projection's 1 ms of server time.
  app.set('query parser', false)
  // A hop count, never `true`: Express would then take the left-most X-Forwarded-For, which the client writes.
  if (env.TRUST_PROXY > 0) app.set('trust proxy', env.TRUST_PROXY)

  app.use((req, res, next) => {
    const context: RequestContext = { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', nonce: '' }
    // The request's shared reads (a household's entries) go when it ends: a socket or timer made during
    // the request keeps its context alive, and must not keep those rows with it.
    res.once('close', () => (context.memo = undefined))
    requestContextStorage.run(context, next)
  })
  app.use(requestLog({ silent: env.LOG_LEVEL === 'silent' || env.NODE_ENV === 'test' }))
  app.use(securityHeaders({ production: production && env.COOKIE_SECURE !== 'false', devSocket }))
  app.use((_req, res, next) => {
    const ctx = requestContextStorage.getStore()
    if (ctx) ctx.nonce = String(res.locals.nonce)
    next()
  })
  // Static files stream from disk through the compression middleware; pages and API answers are whole
  // and compressed in one call as they are sent (whole-body-encoding.ts), so it is not wrapped round them.
  const compressFile = compression()
  // Fingerprinted build output never changes under the same name.
  const buildFiles = express.static(path.join(root, 'public/build'), { immutable: true, maxAge: '1y', index: false })
  app.use('/build', compressFile, buildFiles)
  app.use(publicFiles(path.join(root, 'public'), { maxAge: '1h', index: false }, compressFile))

  app.use(refuseDotSegments())
  // Counted as it arrives (chunked bodies too) and read once, before any parser sees it.
  app.use(bodyLimit({ maxBytes: MAX_BODY_BYTES }))
  app.use(originCheck({ appOrigin: env.APP_ORIGIN }))
  app.use(noStoreWhenAuthenticated())
  app.use(screenFormBody())

  app.all(
    '*',
    remixHandler({
      build,
      mode: env.NODE_ENV === 'production' ? 'production' : 'development',
      getLoadContext: (_req, res) => ({ nonce: String(res.locals.nonce) }),
    }),
  )
  return app
}
