// Entry module of each piscina worker thread. It only dispatches: the
// simulations themselves are pure functions in ./core/, testable without threads.

import { Piscina } from 'piscina'
import { runGoalSuccess } from './core/goal-success.ts'
import { packResult } from './core/packed.ts'
import { runLifecycle, runLifecycleMedians } from './core/lifecycle-summary.ts'
import { runShard } from './core/lifecycle-shards.ts'
import { runProjection, runProjectionBatch } from './core/projection.ts'
import { runSelftest } from './core/selftest.ts'
import type { SimTask, SimTaskKinds } from './tasks.ts'
import { lowerThreadPriority } from './thread-priority.ts'

// Once per pool thread, before it takes a task: simulations yield to interactive work.
await lowerThreadPriority()

/**
 * The result packed, with its buffer marked for transfer: piscina posts it in the reply's transfer list
 * (moved, not copied) and the pool receives the PackedResult.
 */
function movePacked<T>(result: T): T {
  const packed = packResult(result)
  const movable = {
    [Piscina.transferableSymbol]: [packed.data.buffer],
    [Piscina.valueSymbol]: packed,
  }
  // Typed as the result: pool.ts unpacks the kinds in PACKED_KINDS before anyone sees them.
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as T
}

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
      // Its numbers go back in one moved buffer (core/packed.ts); pool.ts unpacks them.
      return movePacked(runLifecycle(task.payload))
    case 'lifecycle_medians':
      return runLifecycleMedians(task.payload)
    case 'lifecycle_shard':
      // The paths go into the shared buffers; the years this thread summarised come back.
      return runShard(task.payload.input, task.payload.windows, task.payload.buffers)
    default: {
      // Compile-time proof that every kind is handled; at run time, a clear error.
      // With several kinds the whole task narrows to never, so check the task itself.
      const unknownTask: never = task
      throw new TypeError(`Unknown simulation kind: ${JSON.stringify((unknownTask as SimTask).kind)}`)
    }
  }
}
