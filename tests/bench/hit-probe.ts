import { demoUserHeaders, startBenchApp } from './app-harness.ts'
const app = await startBenchApp('bench-probe')
const headers = await demoUserHeaders(app.base, 'probe@example.org')
async function t(url: string, h: Record<string, string> = headers, n = 300) {
  const times: number[] = []
  let size = 0
  for (let i = 0; i < n + 20; i++) {
    const s = performance.now()
    const r = await fetch(app.base + url, { headers: h })
    const b = await r.arrayBuffer()
    size = b.byteLength
    if (i >= 20) times.push(performance.now() - s)
  }
  times.sort((a, b) => a - b)
  console.log(url, 'median', times[n >> 1].toFixed(2), 'bytes', size)
}
await t('/health', {})
await t('/api/v1/auth/me')
await t('/api/v1/financial/summary')
await t('/api/v1/projections/comprehensive?years=30')
await app.close()
