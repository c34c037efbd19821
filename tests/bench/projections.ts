import { monitorEventLoopDelay } from 'node:perf_hooks'
import { demoUserHeaders, startBenchApp } from './app-harness.ts'

// Projections end to end through the app (HTTP → service → sim-worker pool), one JSON line per case.
const app = await startBenchApp('bench-projections')
const base = app.base
const headers = await demoUserHeaders(base, 'bench.projections@example.org')

const times: number[] = []
for (let i = 0; i < 55; i++) {
  const started = performance.now()
  const response = await fetch(`${base}/api/v1/projections/comprehensive?years=30&force_recalculate=true`, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  if (i >= 5) times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
console.log(
  JSON.stringify({
    case: 'app_default_request',
    paths: 1000,
    years: 30,
    requests: times.length,
    median_ms: Math.round(at(50) * 10) / 10,
    p95_ms: Math.round(at(95) * 10) / 10,
    target_median_ms: 50,
  }),
)

const histogram = monitorEventLoopDelay({ resolution: 1 })
histogram.enable()
const started = performance.now()
const big = await fetch(
  `${base}/api/v1/projections/comprehensive?years=30&monte_carlo_iterations=10000&force_recalculate=true`,
  { headers },
)
await big.arrayBuffer()
histogram.disable()
console.log(
  JSON.stringify({
    case: 'app_event_loop_delay_during_10000_paths',
    status: big.status,
    request_ms: Math.round(performance.now() - started),
    max_event_loop_delay_ms: Math.round((histogram.max / 1e6) * 10) / 10,
    target_ms: 20,
  }),
)

await app.close()
