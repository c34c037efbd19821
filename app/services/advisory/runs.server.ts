import { singleton } from '../../../db/singleton.ts'
import { getEnv } from '../../env.server.ts'
import { useAllowance } from '../../infra/throttle.server.ts'
import { pluralise } from '../../lib/format.ts'
import { generateAdvisory, type AdvisoryRequest } from './generate.server.ts'
import { loadPlanInputs } from './plan-inputs.server.ts'
import { findAdvisory, markFailed, markGenerating, markReady } from './store.server.ts'

// Generation runs in the app process, one run per user at a time: a promise kept under the
// user's id, its state in the advisory_reports row. A page refresh, a second tab or the API
// started during a run sees (and waits for) the same run instead of starting another. Starting
// a run uses one of the user's allowance (ADVISORY_MAX_PER_WINDOW per ADVISORY_WINDOW_SECONDS).

const runs = () => singleton('advisory-runs', () => new Map<number, Promise<void>>())

/** A 429 AppError with Retry-After when the user has used the window's allowance. */
function checkAllowance(userId: number) {
  const env = getEnv()
  const max = env.ADVISORY_MAX_PER_WINDOW
  const windowSeconds = env.ADVISORY_WINDOW_SECONDS
  return useAllowance(
    'advisory',
    userId,
    { max, windowSeconds },
    (minutes) =>
      `You have generated ${max} advisory reports in the last ${pluralise(Math.round(windowSeconds / 60), 'minute')}. Please try again in ${pluralise(minutes, 'minute')}.`,
  )
}

async function run(userId: number, request: AdvisoryRequest) {
  const started = performance.now()
  try {
    const inputs = await loadPlanInputs(userId)
    await markReady(userId, await generateAdvisory(userId, inputs, request))
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error'
    await markFailed(userId, message, Math.round(performance.now() - started)).catch(() => {})
  }
}

/**
 * Starts a generation for the user, or joins the one already running. Resolves once the run is
 * recorded as generating; `done` settles when the report is stored (ready or failed).
 */
export async function startAdvisory(userId: number, request: AdvisoryRequest) {
  const current = runs().get(userId)
  if (current) return { started: false, done: current }
  // Claimed before the first await, so two requests at once cannot both start a run.
  let release = () => {}
  const claimed = new Promise<void>((resolve) => {
    release = resolve
  })
  runs().set(userId, claimed)
  try {
    await checkAllowance(userId)
    await markGenerating(userId, request)
  } catch (error) {
    runs().delete(userId)
    release()
    throw error
  }
  const done = run(userId, request).finally(() => {
    runs().delete(userId)
    release()
  })
  runs().set(userId, done)
  return { started: true, done }
}

export function isGenerating(userId: number) {
  return runs().has(userId)
}

/** The stored report; a row left generating by a process that stopped reads as failed. */
export async function currentAdvisory(userId: number) {
  const stored = await findAdvisory(userId)
  if (stored?.status === 'generating' && !isGenerating(userId)) {
    return { ...stored, status: 'failed' as const, error: 'The generation was interrupted. Please generate again.' }
  }
  return stored
}
