import { singleton } from '../../../db/singleton.ts'
import { getHealth, type DependencyState } from '../../infra/health.server.ts'
import { HEALTH_SERVICES, overallHealthStatus } from '../../lib/admin.ts'
import { getVectorBackend } from '../vector/backend.server.ts'

// System Health (03 §2.14, §3 "System health"): every card is a probe run now, with its time,
// and each service's uptime is the share of this process's probes that found it working.

export type ServiceStatus = 'healthy' | 'warning' | 'error'
export type ServiceHealth = {
  status: ServiceStatus
  responseTime: number | null
  uptime: number | null
  detail: string
}
export type HealthService = (typeof HEALTH_SERVICES)[number]

const SCORE: Record<ServiceStatus, number> = { healthy: 100, warning: 50, error: 0 }
const HISTORY = 200

function history() {
  return singleton('admin-health-history', () => new Map<HealthService, boolean[]>())
}

/** Records this probe and answers the percentage of recent probes that were not errors. */
function uptimeAfter(service: HealthService, status: ServiceStatus) {
  const all = history()
  const list = all.get(service) ?? []
  list.push(status !== 'error')
  if (list.length > HISTORY) list.shift()
  all.set(service, list)
  return Math.round((list.filter(Boolean).length / list.length) * 1000) / 10
}

function fromDependency(state: DependencyState, notConfigured: string): Omit<ServiceHealth, 'uptime'> {
  const responseTime = typeof state.latency_ms === 'number' ? state.latency_ms : null
  if (state.status === 'ok') return { status: 'healthy', responseTime, detail: state.detail ?? 'answered' }
  if (state.status === 'not_configured') return { status: 'warning', responseTime, detail: notConfigured }
  return { status: 'error', responseTime, detail: state.detail ?? 'failed' }
}

async function probeVectorStore(): Promise<Omit<ServiceHealth, 'uptime'>> {
  const started = performance.now()
  try {
    const backend = await getVectorBackend()
    const stats = await backend.store.stats()
    const responseTime = Math.round(performance.now() - started)
    const detail = `${backend.store.name} store · ${stats.user_documents} user documents, ${stats.shared_documents} shared`
    return { status: 'healthy', responseTime, detail }
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : 'failed'
    return { status: 'error', responseTime: Math.round(performance.now() - started), detail }
  }
}

/** The app's own /health through HTTP, as a client reaches it. */
async function probeApi(origin: string): Promise<Omit<ServiceHealth, 'uptime'>> {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(3_000) })
    const responseTime = Math.round(performance.now() - started)
    if (response.ok) return { status: 'healthy', responseTime, detail: `GET /health answered ${response.status}` }
    return {
      status: response.status === 503 ? 'error' : 'warning',
      responseTime,
      detail: `GET /health answered ${response.status}`,
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : 'failed'
    return { status: 'error', responseTime: Math.round(performance.now() - started), detail }
  }
}

/** Every probe at once; `origin` is where this app answers (the request's own origin). */
export async function systemHealth(origin: string) {
  const [health, vectorDB, api] = await Promise.all([getHealth(), probeVectorStore(), probeApi(origin)])
  const { database, redis, sim_worker, llm } = health.dependencies
  const offline = llm.mode === 'offline'
  const probes: Record<HealthService, Omit<ServiceHealth, 'uptime'>> = {
    database: fromDependency(database, 'not configured'),
    // Without REDIS_URL the cache lives in the process: working, but not shared by instances.
    redis:
      redis.status === 'not_configured'
        ? { status: 'healthy', responseTime: null, detail: 'not configured: in-process cache' }
        : fromDependency(redis, 'not configured'),
    vectorDB,
    llm: {
      status: offline ? 'warning' : 'healthy',
      responseTime: null,
      detail: offline
        ? 'No API key configured: the offline advisor answers'
        : `providers configured: ${(llm.providers as string[]).join(', ')} (not called by this check: calls cost money)`,
    },
    api,
    simWorker: fromDependency(sim_worker, 'SIM_WORKER_URL is not set'),
  }
  const services = Object.fromEntries(
    HEALTH_SERVICES.map((name) => [name, { ...probes[name], uptime: uptimeAfter(name, probes[name].status) }]),
  ) as Record<HealthService, ServiceHealth>
  const overall = Math.round(
    HEALTH_SERVICES.reduce((sum, name) => sum + SCORE[services[name].status], 0) / HEALTH_SERVICES.length,
  )
  return {
    overall,
    status: overallHealthStatus(overall),
    services,
    process_uptime_seconds: Math.round(process.uptime()),
    checked_at: new Date().toISOString(),
  }
}
