// The pool's threads run at a lower scheduling priority than the rest of the machine's work: the app's
// requests, the sim-worker's own HTTP thread, the database. A run keeps both cores busy for as long as it
// takes; at equal priority, every other thread waited its turn behind them. A lower priority takes nothing
// from a run on an idle machine: it only decides who goes first when both want a core.

/**
 * The pool threads' nice value (Linux: 0 is normal, 19 the lowest). The scheduler weighs a nice-10
 * thread at about a tenth of a nice-0 one when both want the same core.
 */
export const POOL_THREAD_NICENESS = 10

/** The two calls of node:os this needs. */
type PriorityCalls = { getPriority(): number; setPriority(priority: number): void }

/**
 * Imported by a specifier `deno check` does not follow: a static `node:` import makes it look for
 * `npm:@types/node`, which this project's `nodeModulesDir: "manual"` setup does not map. Deno provides the
 * module at run time all the same.
 */
const NODE_OS = 'node:os'

/**
 * Lowers the calling thread's priority to `niceness`, never raising it (an operator who started the
 * service lower keeps that). On Linux the call applies to this thread alone: the pool's threads call it
 * as they start, and the HTTP thread keeps its priority. False where the system refuses; a run's numbers
 * never depend on it.
 */
export async function lowerThreadPriority(niceness = POOL_THREAD_NICENESS): Promise<boolean> {
  try {
    const os = (await import(NODE_OS)) as PriorityCalls
    if (os.getPriority() < niceness) os.setPriority(niceness)
    return true
  } catch {
    return false
  }
}
