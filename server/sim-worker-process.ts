// Starts the Deno sim-worker as a child process of the Node host and stops it.
// The app talks to it over HTTP (see sim-worker-client.ts); this module only
// owns the process: spawn, wait until healthy, relay its output, shut it down.

import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const DENO_BIN = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url))
const SIM_WORKER_CONFIG = fileURLToPath(new URL('../sim-worker/deno.json', import.meta.url))
const SIM_WORKER_MAIN = fileURLToPath(new URL('../sim-worker/main.ts', import.meta.url))

const DEFAULT_STARTUP_TIMEOUT_MS = 20_000
const HEALTH_POLL_INTERVAL_MS = 100
const STOP_GRACE_MS = 5_000
const STDERR_TAIL_LINES = 20
const LOG_PREFIX = '[sim-worker]'

export type SimWorkerLogStream = 'stdout' | 'stderr'
export type SimWorkerLog = (line: string, stream: SimWorkerLogStream) => void

export interface StartSimWorkerOptions {
  port: number
  /** Defaults to 127.0.0.1: the service has no authentication of its own. */
  host?: string
  /** Defaults to the sim-worker's own default (one per core). */
  threads?: number
  maxQueue?: number
  taskTimeoutMs?: number
  startupTimeoutMs?: number
  /** Receives every output line, already prefixed with [sim-worker]. */
  log?: SimWorkerLog
}

export interface SimWorkerProcess {
  url: string
  pid: number
  /** The random token this start gave the worker; it answers it on /health and in every response header. */
  instance: string
  /** Settles when the child has exited, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, then SIGKILL if it has not exited after 5 s. Safe to call twice. */
  stop(): Promise<void>
}

/** Goes straight to the streams: console.error would trip tests that forbid it. */
const writeToOwnStreams: SimWorkerLog = (line, stream) => {
  const target = stream === 'stderr' ? process.stderr : process.stdout
  target.write(`${line}\n`)
}

/** The exact command line, exported so docs and tests can show what runs. */
export function simWorkerCommand(): { command: string; args: string[] } {
  return {
    command: DENO_BIN,
    args: [
      'run',
      '--no-prompt',
      '--config',
      SIM_WORKER_CONFIG,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      SIM_WORKER_MAIN,
    ],
  }
}

function buildChildEnv(options: StartSimWorkerOptions, instance: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SIM_WORKER_INSTANCE: instance,
    SIM_WORKER_PORT: String(options.port),
    SIM_WORKER_HOST: options.host ?? '127.0.0.1',
    // Deno otherwise checks online for a newer release, and colours its errors,
    // which would put escape codes into our logs.
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  }
  if (options.threads !== undefined) env.SIM_WORKER_THREADS = String(options.threads)
  if (options.maxQueue !== undefined) env.SIM_WORKER_MAX_QUEUE = String(options.maxQueue)
  if (options.taskTimeoutMs !== undefined) env.SIM_WORKER_TASK_TIMEOUT_MS = String(options.taskTimeoutMs)
  return env
}

function relayLines(stream: Readable, onLine: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine)
}

/**
 * Settles on 'close' rather than 'exit' so that every output line has been
 * relayed (and the stderr tail is complete) by the time anyone reacts to it.
 */
function waitForExit(child: ChildProcess): SimWorkerProcess['exited'] {
  return new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }))
    // A spawn failure (missing binary) emits 'error' and may never emit 'close'.
    child.once('error', () => resolve({ code: null, signal: null }))
  })
}

/**
 * Checks the per-start token too, so nothing else on the port is mistaken for the child: not an
 * unrelated server, nor another sim-worker (an orphan, another checkout's).
 */
async function answersAsOurWorker(url: string, instance: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) })
    if (!response.ok) {
      await response.body?.cancel()
      return false
    }
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && (body as { instance?: unknown }).instance === instance
  } catch {
    return false
  }
}

/** Thrown when something already listens on the sim-worker's port: the host must not talk to it. */
export class SimWorkerPortInUseError extends Error {
  override name = 'SimWorkerPortInUseError'
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(
      `port ${port} on ${host} is already in use by another process: refusing to start the sim-worker there ` +
        `(stop that process or set SIM_WORKER_PORT to a free port)`,
    )
  }
}

/** True when a TCP connection to host:port is accepted, i.e. some process already listens there. */
function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function startSimWorker(options: StartSimWorkerOptions): Promise<SimWorkerProcess> {
  const log = options.log ?? writeToOwnStreams
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`
  const startupTimeoutMs = options.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS
  const { command, args } = simWorkerCommand()
  // Checked before spawning: the child would only fail to bind, and meanwhile the foreign
  // process would answer the health checks.
  if (await portAnswers(host, options.port)) throw new SimWorkerPortInUseError(host, options.port)
  const instance = randomBytes(16).toString('hex')

  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: buildChildEnv(options, instance),
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  const stderrTail: string[] = []
  relayLines(child.stdout!, (line) => log(`${LOG_PREFIX} ${line}`, 'stdout'))
  relayLines(child.stderr!, (line) => {
    stderrTail.push(line)
    if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift()
    log(`${LOG_PREFIX} ${line}`, 'stderr')
  })

  let spawnError: Error | undefined
  // Without an 'error' listener a missing binary would crash the host process.
  child.on('error', (error) => {
    spawnError = error
    log(`${LOG_PREFIX} could not start ${command}: ${error.message}`, 'stderr')
  })

  let hasExited = false
  let stopRequested = false
  const exited = waitForExit(child)
  void exited.then(({ code, signal }) => {
    hasExited = true
    process.off('exit', killOnHostExit)
    if (!stopRequested) log(`${LOG_PREFIX} exited unexpectedly (code ${code}, signal ${signal})`, 'stderr')
  })

  // If the host exits without calling stop(), do not leave an orphan holding the port.
  function killOnHostExit(): void {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnHostExit)

  async function stop(): Promise<void> {
    stopRequested = true
    if (!hasExited) {
      child.kill('SIGTERM')
      const escalation = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      try {
        await exited
      } finally {
        clearTimeout(escalation)
      }
    }
  }

  const exitedMarker = exited.then(() => 'exited' as const)
  const deadline = Date.now() + startupTimeoutMs
  while (!hasExited && Date.now() < deadline) {
    if (await answersAsOurWorker(url, instance)) return { url, pid: child.pid!, instance, exited, stop }
    await Promise.race([exitedMarker, delay(HEALTH_POLL_INTERVAL_MS)])
  }

  // Start-up failed: make sure nothing is left running, then explain why.
  stopRequested = true
  const timedOut = !hasExited
  if (timedOut) child.kill('SIGKILL')
  const { code, signal } = await exited
  const reason = spawnError
    ? `could not be spawned: ${(spawnError as Error).message}`
    : timedOut
      ? `did not answer GET ${url}/health within ${startupTimeoutMs} ms`
      : `exited during start-up (code ${code}, signal ${signal})`
  const tail = stderrTail.length > 0 ? `\nLast stderr lines:\n${stderrTail.join('\n')}` : '\n(no stderr output)'
  throw new Error(`sim-worker ${reason}${tail}`)
}
