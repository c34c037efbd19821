import { AsyncLocalStorage } from 'node:async_hooks'
import { singleton } from '../../db/singleton.ts'

/** What the host process knows about the request that Remix's Request object does not carry. */
export type RequestContext = {
  ip: string
  nonce: string
  userId?: number
  /**
   * Reads made once per request (oncePerRequest): the browser session's lookup (`auth:<token>`, asked
   * by the root loader and the route's loader at once) and a user's data (`user:<id>:…`).
   */
  memo?: Map<string, Promise<unknown>>
}

// One storage shared by the host process and the Remix bundle.
export const requestContextStorage = singleton('request-context', () => new AsyncLocalStorage<RequestContext>())

export function getRequestContext(): RequestContext | undefined {
  return requestContextStorage.getStore()
}

export function clientIp(request: Request): string {
  return getRequestContext()?.ip ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
}

/** Lets the request log name the signed-in user. */
export function noteRequestUser(userId: number) {
  const ctx = getRequestContext()
  if (ctx) ctx.userId = userId
}

/** The address and browser a request came from, for the session row a sign-in opens. */
export function requestClient(request: Request): { ip: string; userAgent: string | null } {
  return { ip: clientIp(request), userAgent: request.headers.get('user-agent') }
}

/** Forgets the request's remembered browser session (after a sign-out or a revocation). */
export function forgetRequestAuth() {
  forgetReads('auth:')
}

/**
 * `load()` once per request for `key`: a screen's loader asks several services at once that each read
 * the same rows (Current State read a household's every entry five times). Outside a request (jobs,
 * tests calling services) it loads each time. Keys name their user (`user:<id>:…`), so a write drops
 * that user's reads (forgetUserReads, called by bumpDataVersion) and a read after it sees the change.
 */
export function oncePerRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ctx = getRequestContext()
  if (!ctx) return load()
  const memo = (ctx.memo ??= new Map())
  let pending = memo.get(key) as Promise<T> | undefined
  if (!pending) {
    const loading = load()
    memo.set(key, loading)
    // A failed read is not kept: the next caller tries again.
    loading.catch(() => {
      if (memo.get(key) === loading) memo.delete(key)
    })
    pending = loading
  }
  return pending
}

/** Keeps `value` as this request's answer for `key`, unless the key was already loaded. */
export function rememberForRequest(key: string, value: unknown) {
  const ctx = getRequestContext()
  if (!ctx) return
  const memo = (ctx.memo ??= new Map())
  if (!memo.has(key)) memo.set(key, Promise.resolve(value))
}

/** Drops the request's remembered reads of the user's data (their data just changed). */
export function forgetUserReads(userId: number) {
  forgetReads(`user:${userId}:`)
}

function forgetReads(prefix: string) {
  const memo = getRequestContext()?.memo
  if (!memo) return
  for (const key of memo.keys()) if (key.startsWith(prefix)) memo.delete(key)
}

/** Runs `work` with reads of its own: nothing it reads is shared with the rest of the request. */
export function withOwnReads<T>(work: () => Promise<T>): Promise<T> {
  const ctx = getRequestContext()
  return ctx ? requestContextStorage.run({ ...ctx, memo: new Map() }, work) : work()
}
