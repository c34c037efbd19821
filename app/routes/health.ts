import { getHealth } from '~/infra/health.server.ts'

export async function loader() {
  const report = await getHealth()
  // 503 only when the app cannot serve (its database is gone); a missing cache or worker degrades.
  return Response.json(report, {
    status: report.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
