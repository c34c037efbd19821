import { demoUserHeaders, startBenchApp } from './app-harness.ts'

// Advisory generation with the offline provider (no language-model key), end to end: HTTP →
// plan inputs (summary, projection and goal analysis, cached as the screens cache them) → the
// generation loop with its four audits → the stored report. One JSON line.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}
// The per-user allowance would stop the run after 10 reports.
process.env.ADVISORY_MAX_PER_WINDOW = '100000'

const app = await startBenchApp('bench-advisory')
const headers = {
  ...(await demoUserHeaders(app.base, 'bench.advisory@example.org')),
  'content-type': 'application/json',
}
const REQUESTS = Number(process.env.BENCH_ADVISORY_REQUESTS ?? 50)

const times: number[] = []
for (let i = 0; i < REQUESTS + 3; i++) {
  const started = performance.now()
  const response = await fetch(`${app.base}/api/v1/llm/advisory/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ generation_type: 'summary', provider_preferences: ['offline'] }),
  })
  const json = (await response.json()) as { provider?: string; audits?: { passed: boolean }[] }
  if (!response.ok || json.provider !== 'offline' || !json.audits?.every((a) => a.passed)) {
    throw new Error(`advisory: HTTP ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  }
  if (i >= 3) times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
console.log(
  JSON.stringify({
    case: 'advisory_generate_offline',
    attempts_per_report: 1,
    audits: 4,
    requests: times.length,
    median_ms: Math.round(at(50) * 10) / 10,
    p95_ms: Math.round(at(95) * 10) / 10,
  }),
)

await app.close()
