import { describe, expect, it } from 'vitest'
import { AppError } from '../../app/lib/app-error.ts'
import {
  forgetFinishedJob,
  indexJobOf,
  settledWithin,
  startIndexJob,
  type IndexOutcome,
  type ReportProgress,
} from '../../app/services/vector/index-jobs.server.ts'

/** A job body the test finishes by hand, reporting phases on the way. */
function controlled() {
  let finish!: (outcome: IndexOutcome) => void
  let fail!: (error: unknown) => void
  let report!: ReportProgress
  const run = (r: ReportProgress) => {
    report = r
    return new Promise<IndexOutcome>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  }
  return { run, finish: (o: IndexOutcome) => finish(o), fail: (e: unknown) => fail(e), report: () => report }
}

describe('background index jobs', () => {
  it('shows progress while running, then the outcome once', async () => {
    const body = controlled()
    const job = startIndexJob(101, body.run)
    expect(indexJobOf(101)).toMatchObject({ state: 'running', progress: { phase: 'reading', documents: null } })
    expect(await settledWithin(job, 5)).toBe(false)

    body.report()({ phase: 'embedding', documents: 27 })
    expect(indexJobOf(101)).toMatchObject({ state: 'running', progress: { phase: 'embedding', documents: 27 } })
    body.report()({ phase: 'writing', documents: 27 })
    expect(indexJobOf(101)).toMatchObject({ progress: { phase: 'writing', documents: 27 } })

    body.finish({ documents_indexed: 27, documents_removed: 3 })
    expect(await settledWithin(job, 1000)).toBe(true)
    expect(indexJobOf(101)).toMatchObject({ state: 'done', outcome: { documents_indexed: 27, documents_removed: 3 } })
    forgetFinishedJob(101)
    expect(indexJobOf(101)).toBeNull()
  })

  it('joins a running job instead of starting a second one', async () => {
    const first = controlled()
    const second = controlled()
    const job = startIndexJob(102, first.run)
    expect(startIndexJob(102, second.run)).toBe(job)
    // Forgetting a running job does nothing: its progress must stay visible.
    forgetFinishedJob(102)
    expect(indexJobOf(102)?.state).toBe('running')
    first.finish({ documents_indexed: 1, documents_removed: 0 })
    await settledWithin(job, 1000)
    // Once ended, a new click starts a new job.
    const again = startIndexJob(102, second.run)
    expect(again).not.toBe(job)
    second.finish({ documents_indexed: 2, documents_removed: 1 })
    await settledWithin(again, 1000)
    expect(indexJobOf(102)).toMatchObject({ state: 'done', outcome: { documents_indexed: 2 } })
  })

  it('reports a user-facing failure in its words and a bug in general words', async () => {
    const down = controlled()
    const job = startIndexJob(103, down.run)
    down.fail(new AppError(503, 'The vector store is unavailable'))
    await settledWithin(job, 1000)
    expect(indexJobOf(103)).toMatchObject({ state: 'failed', error: 'The vector store is unavailable' })

    const bug = controlled()
    const second = startIndexJob(103, bug.run)
    const logged = console.error
    console.error = () => {}
    try {
      bug.fail(new TypeError('cannot read properties of undefined'))
      await settledWithin(second, 1000)
    } finally {
      console.error = logged
    }
    expect(indexJobOf(103)).toMatchObject({ state: 'failed', error: 'Indexing failed unexpectedly. Please try again.' })
  })

  it('keeps jobs per user apart', async () => {
    const a = controlled()
    startIndexJob(104, a.run)
    expect(indexJobOf(105)).toBeNull()
    a.finish({ documents_indexed: 1, documents_removed: 0 })
  })
})
