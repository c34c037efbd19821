// A lifecycle run on the pool: split over the threads that are free when it is worth it, else one task.
// The split (core/lifecycle-shards.ts) gives the same numbers as one task, so how busy the pool is
// changes how long a run takes, never what it answers.

import {
  assembleResult,
  resetControl,
  runShape,
  ShardBufferKeeper,
  shardCount,
  splitRange,
  withSeed,
} from './core/lifecycle-shards.ts'
import type { LifecycleInput, LifecycleResult } from './core/lifecycle-types.ts'
import type { SimPool } from './pool.ts'

/**
 * The last split run's shared buffers, for the next run of the same shape (core/lifecycle-shards.ts says
 * why). Up to 32 MB stays allocated: the default request's run takes 6.5 MB, 5,000 paths over 30 years 17.
 */
const keeper = new ShardBufferKeeper(32 * 1024 * 1024)

/**
 * One task a free thread, each claiming windows of paths and then years from the same shared buffers
 * (core/lifecycle-shards.ts), then the parts joined. A run too small or too large to split, or one that
 * finds fewer than two threads free, gets one task: on a busy pool a fan-out would only queue, and take
 * more of the queue's places.
 */
export async function runLifecycleOnPool(pool: SimPool, input: LifecycleInput): Promise<LifecycleResult> {
  const { threads, max_queue: maxQueue, running, queue_size: queued } = pool.stats()
  const shape = runShape(input)
  const free = Math.min(threads - running, threads + maxQueue - running - queued)
  const count = shardCount(shape, free)
  if (count < 2) return pool.run({ kind: 'lifecycle', payload: input })
  const startedAt = performance.now()
  const seeded = withSeed(input)
  const buffers = keeper.take(shape)
  resetControl(buffers)
  const windows = splitRange(shape.paths, count)
  const parts = await Promise.all(
    windows.map(() => pool.run({ kind: 'lifecycle_shard', payload: { input: seeded, windows, buffers } })),
  )
  const result = assembleResult(seeded, buffers, parts, startedAt)
  // Only a run that finished hands its buffers back: a failed one's are dropped with it.
  keeper.give(buffers)
  return result
}
