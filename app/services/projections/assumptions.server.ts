import { QueryTypes } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { DEFAULT_ASSUMPTIONS, type Assumptions } from '../../schemas/projections.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'

// The user's projection assumptions: the defaults until saved. Saving or resetting bumps the
// data version, so every cached projection of the user is recomputed.

const ASSUMPTION_KEYS = Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[]

/** The saved row's values (MariaDB answers raw DECIMALs as strings), or the defaults when there is none. */
function assumptionsOf(row: Record<keyof Assumptions, unknown> | null): { values: Assumptions; is_default: boolean } {
  if (!row) return { values: { ...DEFAULT_ASSUMPTIONS }, is_default: true }
  const values = { ...DEFAULT_ASSUMPTIONS }
  for (const key of ASSUMPTION_KEYS) values[key] = Number(row[key])
  return { values, is_default: false }
}

export async function getAssumptions(userId: number): Promise<{ values: Assumptions; is_default: boolean }> {
  return assumptionsOf(await getDb().ProjectionAssumptions.findOne({ where: { user_id: userId } }))
}

type AssumptionsWithVersionRow = Record<keyof Assumptions | 'saved_id' | 'data_version', string | number | null>

/**
 * The assumptions and the user's data version (as getDataVersion reads it) in one query: together
 * they key a cached projection, so a cache hit needs no other read. Two separate reads wait on
 * each other on SQLite's single connection and each pays Sequelize's model overhead.
 */
export async function getAssumptionsWithVersion(userId: number) {
  const columns = ASSUMPTION_KEYS.map((key) => `a.${key}`).join(', ')
  const [row] = await getDb().sequelize.query<AssumptionsWithVersionRow>(
    `SELECT u.data_version, a.id AS saved_id, ${columns} FROM users u
     LEFT JOIN projection_assumptions a ON a.user_id = u.id WHERE u.id = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  )
  return {
    ...assumptionsOf(row && row.saved_id !== null ? row : null),
    version: row ? Number(row.data_version) : 0,
  }
}

/**
 * One row per user, written as an upsert on the unique user_id (`ON DUPLICATE KEY UPDATE` /
 * `ON CONFLICT`) with the version bump in the same transaction: concurrent first saves used to
 * race a find-then-create into the unique key and answer 500.
 */
export async function saveAssumptions(userId: number, values: Assumptions) {
  const { ProjectionAssumptions } = getDb()
  await writeTransaction({ userId }, async (transaction) => {
    // The user's row first, so concurrent saves of one user queue rather than deadlock.
    await bumpDataVersion(userId, transaction)
    await ProjectionAssumptions.upsert({ user_id: userId, ...values }, { transaction, conflictFields: ['user_id'] })
  })
  return getAssumptions(userId)
}

export async function resetAssumptions(userId: number) {
  await getDb().ProjectionAssumptions.destroy({ where: { user_id: userId } })
  await bumpDataVersion(userId)
  return getAssumptions(userId)
}
