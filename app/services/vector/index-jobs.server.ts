import { isAppError } from '../../lib/app-error.ts'
import { settlesWithin } from '../../lib/settles-within.ts'

// Indexing in the background: the profile panel's Index / Reindex starts a job and waits a
// moment for it; a small household finishes within the wait and the page shows the result at
// once, a large one leaves the job running and the panel shows its progress (refreshing itself,
// with or without JavaScript) until it ends. One job per user at a time: a second click while
// one runs joins it. Jobs live in this process (like the cache's single flight), which is what a
// single app process needs; a finished job is kept a few minutes so the panel can report it.

export type IndexPhase = 'reading' | 'embedding' | 'writing'
export type IndexProgress = { phase: IndexPhase; documents: number | null }
export type ReportProgress = (progress: IndexProgress) => void
export type IndexOutcome = { documents_indexed: number; documents_removed: number }

export type IndexJobView =
  | { state: 'running'; progress: IndexProgress; startedAt: string }
  | { state: 'done'; outcome: IndexOutcome; finishedAt: string }
  | { state: 'failed'; error: string; finishedAt: string }

type Job = { view: IndexJobView; settled: Promise<void>; finishedAtMs: number | null }

/** How long a finished job's outcome stays visible to the panel. */
export const FINISHED_JOB_KEEP_MS = 5 * 60_000

const jobs = new Map<number, Job>()

function prune(now: number) {
  for (const [userId, job] of jobs) {
    if (job.finishedAtMs !== null && now - job.finishedAtMs > FINISHED_JOB_KEEP_MS) jobs.delete(userId)
  }
}

/**
 * Starts `run` for the user unless a job is running already (then that job is the answer).
 * `run` reports its phase as it goes; a thrown error ends the job as failed with its message.
 */
export function startIndexJob(userId: number, run: (report: ReportProgress) => Promise<IndexOutcome>) {
  prune(Date.now())
  const current = jobs.get(userId)
  if (current?.view.state === 'running') return current
  const job: Job = {
    view: { state: 'running', progress: { phase: 'reading', documents: null }, startedAt: new Date().toISOString() },
    settled: Promise.resolve(),
    finishedAtMs: null,
  }
  const report: ReportProgress = (progress) => {
    if (job.view.state === 'running') job.view = { ...job.view, progress }
  }
  const finish = (view: IndexJobView) => {
    job.finishedAtMs = Date.now()
    job.view = view
  }
  job.settled = run(report).then(
    ({ documents_indexed, documents_removed }) =>
      finish({
        state: 'done',
        outcome: { documents_indexed, documents_removed },
        finishedAt: new Date().toISOString(),
      }),
    (error: unknown) => {
      // An AppError's message is written for users (e.g. the store is down); anything else is a
      // bug: logged in full, reported in general words.
      if (!isAppError(error)) console.error('vector indexing failed', error)
      const message = isAppError(error) ? error.message : 'Indexing failed unexpectedly. Please try again.'
      finish({ state: 'failed', error: message, finishedAt: new Date().toISOString() })
    },
  )
  jobs.set(userId, job)
  return job
}

/** The user's current or last job (kept FINISHED_JOB_KEEP_MS after it ends); null when none. */
export function indexJobOf(userId: number): IndexJobView | null {
  prune(Date.now())
  return jobs.get(userId)?.view ?? null
}

/** Waits up to `ms` for the job; true when it has ended by then. */
export function settledWithin(job: { settled: Promise<void> }, ms: number) {
  return settlesWithin(job.settled, ms)
}

/** Once the panel has shown a finished job's outcome, it need not show it again. */
export function forgetFinishedJob(userId: number) {
  if (jobs.get(userId)?.view.state !== 'running') jobs.delete(userId)
}
