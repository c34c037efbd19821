import { singleton } from '../../db/singleton.ts'
import { routeKey } from '../lib/route-key.ts'

// Per-route response times of real requests (Debug Tools' API performance), recorded by the host
// process's request log. The latest samples per route within a window, in memory.

type Sample = { at: number; ms: number; status: number }
const SAMPLES_PER_ROUTE = 500
const MAX_ROUTES = 300
export const METRICS_WINDOW_MS = 15 * 60_000

function samples() {
  return singleton('request-metrics', () => new Map<string, Sample[]>())
}

export function recordRequest(method: string, path: string, ms: number, status: number) {
  // Static assets would drown the routes people ask about.
  if (path.startsWith('/build/') || path.startsWith('/assets/') || path === '/favicon.ico') return
  const all = samples()
  const key = routeKey(method, path)
  if (!all.has(key) && all.size >= MAX_ROUTES) return
  const list = all.get(key) ?? []
  list.push({ at: Date.now(), ms, status })
  if (list.length > SAMPLES_PER_ROUTE) list.shift()
  all.set(key, list)
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number) {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))
  return sorted[rank]
}

/** p50/p95 per route and the overall error rate and mean over the window. */
export function requestPerformance(now = Date.now()) {
  const since = now - METRICS_WINDOW_MS
  const routes = []
  let count = 0
  let errors = 0
  let totalMs = 0
  for (const [route, list] of samples()) {
    const recent = list.filter((s) => s.at >= since)
    if (recent.length === 0) continue
    const times = recent.map((s) => s.ms).sort((a, b) => a - b)
    const routeErrors = recent.filter((s) => s.status >= 500).length
    count += recent.length
    errors += routeErrors
    totalMs += times.reduce((sum, ms) => sum + ms, 0)
    routes.push({
      route,
      requests: recent.length,
      p50_ms: Math.round(percentile(times, 0.5) * 10) / 10,
      p95_ms: Math.round(percentile(times, 0.95) * 10) / 10,
      errors: routeErrors,
    })
  }
  routes.sort((a, b) => b.requests - a.requests)
  return {
    window_minutes: METRICS_WINDOW_MS / 60_000,
    requests: count,
    error_rate: count === 0 ? 0 : Math.round((errors / count) * 10_000) / 100,
    avg_response_time: count === 0 ? 0 : Math.round((totalMs / count) * 10) / 10,
    routes,
  }
}
