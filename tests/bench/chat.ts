import { demoUserHeaders, startBenchApp } from './app-harness.ts'

// A chat turn end to end (HTTP → rate limit → session → the intent's tools over the demo
// household → vector context → the offline provider → number audit → two stored messages),
// over a rotation of questions across the topics. Reports median and p95 and the tool calls a
// turn made. One JSON line per case.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY']) delete process.env[name]
process.env.LLM_PROVIDER = 'offline'
process.env.CHAT_RATE_LIMIT_MAX = '100000'

const app = await startBenchApp('bench-chat')
const headers = { ...(await demoUserHeaders(app.base, 'bench.chat@example.org')), 'content-type': 'application/json' }
const REQUESTS = Number(process.env.BENCH_CHAT_TURNS ?? 60)

const QUESTIONS = [
  'What is my net worth?',
  'Am I on track to retire at 65?',
  'How can I pay off my debt faster?',
  'What tax bracket am I in?',
  'Where does my spending go each month?',
  'Can I afford my goals?',
  'How many months does my emergency fund cover?',
  'How much of my surplus should I invest?',
]

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return { median: Math.round(at(50) * 100) / 100, p95: Math.round(at(95) * 100) / 100 }
}

async function turn(message: string) {
  const started = performance.now()
  const response = await fetch(`${app.base}/api/v1/chat-simple/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  })
  const body = (await response.json()) as { tool_calls: number; number_audit: { passed: boolean } }
  if (response.status !== 200) throw new Error(`chat: HTTP ${response.status} ${JSON.stringify(body)}`)
  if (!body.number_audit.passed) throw new Error(`chat: the number audit failed for “${message}”`)
  return { ms: performance.now() - started, tools: body.tool_calls }
}

try {
  // Warm up: the first turn builds the vector index and the projection cache.
  for (const q of QUESTIONS) await turn(q)
  const times: number[] = []
  const tools: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const result = await turn(QUESTIONS[i % QUESTIONS.length])
    times.push(result.ms)
    tools.push(result.tools)
  }
  const latency = stats(times)
  const toolCalls = stats(tools)
  console.log(
    JSON.stringify({
      case: 'chat_turn_offline_demo_household',
      turns: REQUESTS,
      median_ms: latency.median,
      p95_ms: latency.p95,
      tool_calls_per_turn: { median: toolCalls.median, p95: toolCalls.p95, max: Math.max(...tools) },
    }),
  )
} finally {
  await app.close()
}
