import { boundFindOne } from '../../../db/bound-find.ts'
import { getDb } from '../../../db/index.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { DEFAULT_ASSUMPTIONS, type Assumptions } from '../../schemas/projections.ts'
import { cached } from '../../infra/cache.server.ts'
import { bumpDataVersion, getDataVersion } from '../../infra/data-version.server.ts'

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
  return assumptionsOf(await boundFindOne(getDb().ProjectionAssumptions, { user_id: userId }))
}

const ASSUMPTIONS_CACHE_SECONDS = 3_600

function isSavedAssumptions(raw: unknown): raw is { values: Assumptions; is_default: boolean } {
  if (typeof raw !== 'object' || raw === null) return false
  const { values, is_default: isDefault } = raw as Record<string, unknown>
  return typeof isDefault === 'boolean' && typeof values === 'object' && values !== null
}

/**
 * The assumptions with the user's data version, which keys every cached projection. Saving or resetting
 * them bumps the version, so they are cached under it: a projection served from the cache then needs
 * no read at all beyond the version, which the request's sign-in check has already read.
 */
export async function getAssumptionsWithVersion(userId: number) {
  const version = await getDataVersion(userId)
  const { value } = await cached({
    key: `user:${userId}:assumptions:v${version}`,
    ttlSeconds: ASSUMPTIONS_CACHE_SECONDS,
    parse: (raw) => (isSavedAssumptions(raw) ? raw : null),
    compute: () => getAssumptions(userId),
  })
  return { ...value, version }
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
