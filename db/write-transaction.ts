import { Transaction } from 'sequelize'
import { getSequelize } from './connection.ts'
import { singleton } from './singleton.ts'

// A transaction for a write and the rows derived from it (an entry and the day's net-worth
// snapshot, the assumptions and the data version). SQLite allows one writer at a time and
// Sequelize gives every SQLite transaction a connection of its own, so racing transactions
// there fail with SQLITE_BUSY instead of waiting: they take turns in this process instead
// (the app is one process per SQLite file), each taking the write lock at BEGIN. MariaDB
// runs them side by side; callers lock the user's row first (bumpDataVersion) so two writes
// of one user wait for each other instead of deadlocking on their foreign-key locks.
//
// Writes that name their user also take turns per user in this process, before asking the
// pool for a connection. Without that, one user's burst (200 creates sent at once) queued on
// the user's row lock while each held a pooled connection: the pool (10) ran dry and half the
// burst, and any other user's request, timed out at acquire with 503s (issue 16). The row
// lock stays for writes from other processes. A write must not start another write of the
// same user inside its work: it would wait for its own turn.

export type WriteOptions = {
  /** The user whose data the write changes: that user's writes run one at a time. */
  userId: number
}

type Work<T> = (transaction: Transaction) => Promise<T>

// The tail of each queue (`user:42`, `sqlite`); a key is dropped when its last write settles,
// so the map holds only users with a write in flight.
const turns = () => singleton('write-turns', () => new Map<string, Promise<unknown>>())

/** Runs `task` after every earlier task of `key` has settled, whether it succeeded or failed. */
function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const queues = turns()
  const run = (queues.get(key) ?? Promise.resolve()).then(task)
  const tail = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, tail)
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key)
  })
  return run
}

function runTransaction<T>(work: Work<T>): Promise<T> {
  const sequelize = getSequelize()
  if (sequelize.getDialect() !== 'sqlite') return sequelize.transaction(work)
  return inTurn('sqlite', () => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work))
}

export function writeTransaction<T>(work: Work<T>): Promise<T>
export function writeTransaction<T>(options: WriteOptions, work: Work<T>): Promise<T>
export async function writeTransaction<T>(first: WriteOptions | Work<T>, second?: Work<T>): Promise<T> {
  if (typeof first === 'function') return runTransaction(first)
  const work = second
  if (!work) throw new TypeError('writeTransaction needs the work to run')
  return inTurn(`user:${first.userId}`, () => runTransaction(work))
}
