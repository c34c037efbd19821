import type { LoaderFunctionArgs } from '@remix-run/node'

// The benchmark's baseline page (tests/bench/screens.ts): the root layout around one heading, so the
// screens' figures can be read against what any page of this app costs. Served only when the server
// runs with BENCH_ROUTES=true; otherwise it is a 404 like any unknown path.
export async function loader(_args: LoaderFunctionArgs) {
  if (process.env.BENCH_ROUTES !== 'true') throw new Response('Not Found', { status: 404 })
  return null
}

export default function BenchBaseline() {
  return <h1>Baseline</h1>
}
