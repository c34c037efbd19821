// Entry module of each piscina worker thread. It only dispatches: the
// simulations themselves are pure functions in ./core/, testable without threads.

import { runGoalSuccess } from './core/goal-success.ts'
import { runLifecycle } from './core/lifecycle-summary.ts'
import { runProjection, runProjectionBatch } from './core/projection.ts'
import { runSelftest } from './core/selftest.ts'
import type { SimTask, SimTaskKinds } from './tasks.ts'

export default function runSimTask(task: SimTask): SimTaskKinds[SimTask['kind']]['result'] {
  switch (task.kind) {
    case 'selftest':
      return runSelftest(task.payload)
    case 'projection':
      return runProjection(task.payload)
    case 'projection_batch':
      return runProjectionBatch(task.payload)
    case 'goal_success':
      return runGoalSuccess(task.payload)
    case 'lifecycle':
      return runLifecycle(task.payload)
    default: {
      // Compile-time proof that every kind is handled; at run time, a clear error.
      // With several kinds the whole task narrows to never, so check the task itself.
      const unknownTask: never = task
      throw new TypeError(`Unknown simulation kind: ${JSON.stringify((unknownTask as SimTask).kind)}`)
    }
  }
}
