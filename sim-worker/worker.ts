// Entry module of each piscina worker thread. It only dispatches: the
// simulations themselves are pure functions in ./core/, testable without threads.

import { runSelftest } from './core/selftest.ts'
import type { SimTask, SimTaskKinds } from './tasks.ts'

export default function runSimTask(task: SimTask): SimTaskKinds[SimTask['kind']]['result'] {
  switch (task.kind) {
    case 'selftest':
      return runSelftest(task.payload)
    default: {
      // Compile-time proof that every kind is handled; at run time, a clear error.
      const unknownKind: never = task.kind
      throw new TypeError(`Unknown simulation kind: ${JSON.stringify(unknownKind)}`)
    }
  }
}
