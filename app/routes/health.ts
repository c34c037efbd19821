import { getHealth } from '~/infra/health.server.ts'
import { vectorDebugStatus } from '~/services/vector/service.server.ts'

export async function loader() {
  const [report, vector] = await Promise.all([getHealth(), vectorHealth()])
  const body = { ...report, dependencies: { ...report.dependencies, vector } }
  // 503 only when the app cannot serve (its database is gone); a missing cache or worker degrades.
  return Response.json(body, {
    status: report.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** Names the vector backend this process chose (and why), so an operator can see it. */
async function vectorHealth() {
  let status
  try {
    // Bounded like the other checks: a Redis that does not answer must not hold /health up.
    status = await Promise.race([
      vectorDebugStatus(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('The vector store did not answer within 2000 ms')), 2_000).unref(),
      ),
    ])
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message.slice(0, 200) : 'unknown error' }
  }
  return {
    status: status.status,
    backend: status.backend,
    reason: status.reason,
    search_module: status.search_module?.present ?? false,
    embedding_model: status.embedding_model,
    ...(status.detail ? { detail: status.detail } : {}),
  }
}
