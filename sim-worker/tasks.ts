// The messages passed between the HTTP thread and the pool's worker threads.
// Types only: both sides import this, and it must not pull runtime code into
// either of them.

import type { GoalSuccessInput, GoalSuccessResult } from './core/goal-types.ts'
import type {
  ProjectionBatchInput,
  ProjectionBatchResult,
  ProjectionInput,
  ProjectionResult,
} from './core/projection-types.ts'
import type { SelftestInput, SelftestResult } from './core/selftest.ts'
import type { LifecycleInput, LifecycleMedians, LifecycleResult } from './core/lifecycle-types.ts'
import type { PathWindowRange, ShardBuffers, ShardPart } from './core/lifecycle-shards.ts'

/** Each kind maps its payload to its result; add new simulations here. */
export interface SimTaskKinds {
  selftest: { payload: SelftestInput; result: SelftestResult }
  projection: { payload: ProjectionInput; result: ProjectionResult }
  /** Base and scenarios one after another on one thread (when the pool has no room to spread them). */
  projection_batch: { payload: ProjectionBatchInput; result: ProjectionBatchResult }
  /** Success probability of savings goals (POST /v1/goals/success). */
  goal_success: { payload: GoalSuccessInput; result: GoalSuccessResult }
  /** The lifecycle engine with its summary (core/lifecycle-summary.ts); results are plain arrays of numbers. */
  lifecycle: { payload: LifecycleInput; result: LifecycleResult }
  /** A run's median net worth and success rate only, for a scenario table (one task: scenarios fill the pool). */
  lifecycle_medians: { payload: LifecycleInput; result: LifecycleMedians }
  /** One thread's share of a split lifecycle run: windows of paths, then years (lifecycle-on-pool.ts). */
  lifecycle_shard: {
    payload: { input: LifecycleInput; windows: PathWindowRange[]; buffers: ShardBuffers }
    result: ShardPart
  }
}

export type SimTaskKind = keyof SimTaskKinds

export type SimTask = {
  [Kind in SimTaskKind]: { kind: Kind; payload: SimTaskKinds[Kind]['payload'] }
}[SimTaskKind]

export type SimTaskResult<Kind extends SimTaskKind> = SimTaskKinds[Kind]['result']
