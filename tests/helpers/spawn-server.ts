import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type SpawnedServer = {
  child: ChildProcess
  base: string
  output: () => string
  exited: Promise<number | null>
}

/** Starts `node build/server.js` (the real `npm start` entry; `npm run build` makes it) with the given environment. */
export function spawnServer(env: Record<string, string>, port: number): SpawnedServer {
  let output = ''
  // SERVER_NODE_ARGS: extra node flags for the served app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a benchmark (NODE_OPTIONS refuses --cpu-prof).
  const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...extra, '--enable-source-maps', path.resolve('build/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited }
}

export async function waitForHttp(url: string, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    try {
      return await fetch(url)
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`)
}
