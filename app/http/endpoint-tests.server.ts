import { signAccessToken } from '../auth/tokens.server.ts'
import { createSession, revokeSession } from '../services/account/sessions.server.ts'

/** The spec's endpoint tests (03 §7 "Admin"): GETs with a bearer token. */
export const ENDPOINT_TESTS = [
  '/api/v1/auth/me',
  '/api/v1/admin/health',
  '/api/v1/admin/users',
  '/api/v1/admin/sessions',
  '/api/v1/financial/',
  '/api/v1/goals-v2/',
] as const

export type EndpointResult = { url: string; ms: number; status: number | null; detail: string }

/**
 * Calls each endpoint on this process as the admin, with a bearer token from a session opened for
 * the run and revoked after it, so the test leaves no working token behind.
 */
export async function runEndpointTests(origin: string, adminId: number): Promise<EndpointResult[]> {
  const client = { ip: '127.0.0.1', userAgent: 'wealthpath-admin-endpoint-test' }
  const { session } = await createSession({ userId: adminId, kind: 'api', client })
  try {
    const { token } = await signAccessToken({ userId: adminId, sessionId: session.id })
    const results: EndpointResult[] = []
    for (const url of ENDPOINT_TESTS) {
      const started = performance.now()
      try {
        const response = await fetch(origin + url, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        const ms = Math.round(performance.now() - started)
        results.push({ url, ms, status: response.status, detail: response.ok ? 'OK' : response.statusText })
      } catch (error) {
        const ms = Math.round(performance.now() - started)
        results.push({ url, ms, status: null, detail: error instanceof Error ? error.message.slice(0, 120) : 'failed' })
      }
    }
    return results
  } finally {
    await revokeSession(session.id, 'admin_endpoint_test')
  }
}
