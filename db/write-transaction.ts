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

const sqliteTurns = () => singleton('sqlite-write-turns', () => ({ tail: Promise.resolve() as Promise<unknown> }))

export async function writeTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const sequelize = getSequelize()
  if (sequelize.getDialect() !== 'sqlite') return sequelize.transaction(work)
  const turns = sqliteTurns()
  const run = turns.tail.then(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work))
  turns.tail = run.catch(() => undefined)
  return run
}
