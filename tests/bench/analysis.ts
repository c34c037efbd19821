import { demoUserHeaders, startBenchApp } from './app-harness.ts'

// The intelligence analysis end to end (HTTP → service → four Monte Carlo scenarios in the
// sim-worker pool) for the demo household with 10 goals, recomputed each time (refresh: true),
// and the cached answer. One JSON line per case.
const app = await startBenchApp('bench-analysis')
const base = app.base
const headers = { ...(await demoUserHeaders(base, 'bench.analysis@example.org')), 'content-type': 'application/json' }

// Ten goals over 1–25 years with mixed priorities, some already part-funded.
const today = new Date()
for (let i = 0; i < 10; i++) {
  const target = new Date(Date.UTC(today.getUTCFullYear() + 1 + ((i * 5) % 25), (i * 3) % 12, 15))
  const response = await fetch(`${base}/api/v1/goals-v2`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      category: 'other',
      name: `Bench goal ${i + 1}`,
      target_amount: 20_000 + i * 15_000,
      target_date: target.toISOString().slice(0, 10),
      priority: 1 + (i % 10),
    }),
  })
  if (response.status !== 201) throw new Error(`goal ${i}: HTTP ${response.status} ${await response.text()}`)
}

async function run(name: string, body: unknown, requests: number) {
  const times: number[] = []
  for (let i = 0; i < requests + 3; i++) {
    const started = performance.now()
    const response = await fetch(`${base}/api/v1/intelligence/analyze`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as { timeline?: unknown[] }
    if (!response.ok || json.timeline?.length !== 10) throw new Error(`${name}: HTTP ${response.status}`)
    if (i >= 3) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  console.log(
    JSON.stringify({
      case: name,
      goals: 10,
      scenarios: 4,
      paths_per_scenario: 1000,
      requests: times.length,
      median_ms: Math.round(at(50) * 10) / 10,
      p95_ms: Math.round(at(95) * 10) / 10,
    }),
  )
}

await run('analyze_10_goals_recomputed', { refresh: true }, 40)
await run('analyze_10_goals_cached', {}, 100)

await app.close()
