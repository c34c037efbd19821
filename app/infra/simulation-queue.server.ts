import os from 'node:os'
import { AppError } from '../lib/app-error.ts'
import { getEnv } from '../env.server.ts'

// The app's one queue in front of the sim-worker. The worker runs its tasks first come, first
// served on a few threads, so one user's flood of heavy runs (60 years × 100,000 paths) used to
// hold every thread and make everyone else's projection time out. Here each user has caps on
// what they may have at the worker at once and on their total work (paths × simulated months,
// queued and running); beyond them the request is refused at once with a 429 and Retry-After.
// Within the caps, requests wait in one queue per user and the free slots go round-robin over
// the users that wait (the one served longest ago first, a newcomer before anyone already
// served), so a light request from someone else starts at the next free slot.

export type SimulationQueueLimits = {
  /** Requests at the sim-worker at once, all users together. */
  slots: number
  /** Requests one user may have at the sim-worker at once. */
  perUserRunning: number
  /**
   * A light run (at most this many path-months: a second or so) may also take a slot beyond
   * perUserRunning when no one else could use it, so one person's page of scenarios uses every
   * thread; a heavy run never does, so whoever comes next waits at most for a light one.
   */
  lightWork: number
  /** Requests one user may have waiting for a slot. */
  perUserWaiting: number
  /** Path-months one user may have queued and running together. */
  perUserWork: number
  /** Requests waiting, all users together; beyond it the service is busy (503). */
  maxWaiting: number
  /** How long a request may wait for a slot before it gives up (503). */
  maxWaitMs: number
  /** A run the app stopped waiting for may still be computing at the worker: its slot stays taken this long. */
  abandonedHoldMs: number
}

export type SimulationQueueStats = { running: number; waiting: number; users: number }

const RETRY_AFTER_SECONDS = 5

type Job = {
  userId: number
  work: number
  start: () => void
  fail: (error: unknown) => void
  timer?: ReturnType<typeof setTimeout>
}

/** `servedAt`: the serve counter when this user last got a slot (0: never), for the round-robin. */
type UserState = { running: number; work: number; waiting: Job[]; servedAt: number }

/** Paths × simulated months: what a run costs the worker, roughly linear in both. */
export function pathMonths(paths: number, months: number) {
  return Math.max(1, Math.round(paths)) * Math.max(1, Math.round(months))
}

function tooBusy(message: string, status: 429 | 503) {
  return new AppError(status, message, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
}

export class SimulationQueue {
  private running = 0
  private waitingCount = 0
  private served = 0
  private readonly users = new Map<number, UserState>()

  constructor(private readonly limits: SimulationQueueLimits) {}

  stats(): SimulationQueueStats {
    return { running: this.running, waiting: this.waitingCount, users: this.users.size }
  }

  /**
   * Runs `task` when a slot is free and it is this user's turn. Refuses at once, without
   * queueing, with a 429 when the user is over a cap and a 503 when everyone's queue is full.
   * `abandoned(error)` tells whether a failure left the run computing at the worker (a client
   * timeout), whose slot then stays taken for `abandonedHoldMs`.
   */
  run<T>(userId: number, cost: number, task: () => Promise<T>, abandoned?: (error: unknown) => boolean): Promise<T> {
    // A run larger than the whole allowance counts as all of it: alone it may go, never beside others.
    const work = Math.min(cost, this.limits.perUserWork)
    const refusal = this.refusal(userId, work)
    if (refusal) return Promise.reject(refusal)
    const user = this.userState(userId)
    user.work += work
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        userId,
        work,
        fail: reject,
        start: () => {
          Promise.resolve()
            .then(task)
            .then(
              (value) => {
                this.finish(job, false)
                resolve(value)
              },
              (error: unknown) => {
                this.finish(job, abandoned?.(error) ?? false)
                reject(error)
              },
            )
        },
      }
      job.timer = setTimeout(() => this.giveUp(job), this.limits.maxWaitMs)
      job.timer.unref?.()
      user.waiting.push(job)
      this.waitingCount++
      this.dispatch()
    })
  }

  private refusal(userId: number, work: number): AppError | null {
    const { perUserWork, perUserWaiting, maxWaiting } = this.limits
    const user = this.users.get(userId)
    if (user && user.work + work > perUserWork) {
      return tooBusy(
        `Too many simulations at once: your running and queued simulations already use ` +
          `${user.work.toLocaleString('en-US')} of your ${perUserWork.toLocaleString('en-US')} path-months ` +
          `(paths × months); try again when they have finished`,
        429,
      )
    }
    if (user && user.waiting.length >= perUserWaiting) {
      return tooBusy(
        `Too many simulations at once: ${user.running} running and ${user.waiting.length} waiting; ` +
          `try again when they have finished`,
        429,
      )
    }
    if (this.waitingCount >= maxWaiting) {
      return tooBusy('The simulation service is busy; try again shortly', 503)
    }
    return null
  }

  private userState(userId: number): UserState {
    let user = this.users.get(userId)
    if (!user) {
      user = { running: 0, work: 0, waiting: [], servedAt: 0 }
      this.users.set(userId, user)
    }
    return user
  }

  /**
   * The waiting user under their running cap who was served longest ago (a newcomer first); when
   * there is none, the one served longest ago whose next run is light.
   */
  private nextUser(): UserState | null {
    let next: UserState | null = null
    let burst: UserState | null = null
    for (const user of this.users.values()) {
      if (user.waiting.length === 0) continue
      if (user.running < this.limits.perUserRunning) {
        if (next === null || user.servedAt < next.servedAt) next = user
      } else if (user.waiting[0].work <= this.limits.lightWork) {
        if (burst === null || user.servedAt < burst.servedAt) burst = user
      }
    }
    return next ?? burst
  }

  private dispatch() {
    while (this.running < this.limits.slots) {
      const user = this.nextUser()
      const job = user?.waiting.shift()
      if (!user || !job) return
      this.waitingCount--
      user.servedAt = ++this.served
      clearTimeout(job.timer)
      user.running++
      this.running++
      job.start()
    }
  }

  private finish(job: Job, abandoned: boolean) {
    const release = () => {
      const user = this.userState(job.userId)
      user.running--
      user.work -= job.work
      this.running--
      this.forgetIfIdle(job.userId)
      this.dispatch()
    }
    if (abandoned && this.limits.abandonedHoldMs > 0) setTimeout(release, this.limits.abandonedHoldMs).unref?.()
    else release()
  }

  private giveUp(job: Job) {
    const user = this.userState(job.userId)
    const at = user.waiting.indexOf(job)
    if (at < 0) return
    user.waiting.splice(at, 1)
    user.work -= job.work
    this.waitingCount--
    this.forgetIfIdle(job.userId)
    job.fail(tooBusy(`The simulation waited over ${this.limits.maxWaitMs} ms for a free slot`, 503))
  }

  private forgetIfIdle(userId: number) {
    const user = this.users.get(userId)
    if (user && user.running === 0 && user.waiting.length === 0) this.users.delete(userId)
  }
}

/** The limits from the environment (env.server.ts, SIM_QUEUE_* and SIM_USER_*). */
export function simulationQueueLimits(): SimulationQueueLimits {
  const env = getEnv()
  const slots = env.SIM_QUEUE_SLOTS ?? Math.max(1, os.availableParallelism())
  return {
    slots,
    perUserRunning: Math.min(slots, env.SIM_USER_MAX_RUNNING ?? Math.max(1, slots - 1)),
    // 10,000 paths × 83 years: the default runs (1,000 paths) are far below it, 100,000 paths far above.
    lightWork: 10_000_000,
    perUserWaiting: env.SIM_USER_MAX_WAITING,
    perUserWork: env.SIM_USER_MAX_WORK,
    maxWaiting: env.SIM_QUEUE_MAX_WAITING,
    maxWaitMs: env.SIM_QUEUE_MAX_WAIT_MS,
    // The sim-worker's default task deadline (SIM_WORKER_TASK_TIMEOUT_MS): it cancels the run by then.
    abandonedHoldMs: 30_000,
  }
}

let queue: SimulationQueue | null = null

/** The process's one queue, made on first use. */
export function simulationQueue(): SimulationQueue {
  queue ??= new SimulationQueue(simulationQueueLimits())
  return queue
}
