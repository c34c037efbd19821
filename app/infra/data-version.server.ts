import type { Transaction } from 'sequelize'
import { getDb } from '../../db/index.ts'
import { forgetUserReads, oncePerRequest, rememberForRequest } from './request-context.server.ts'

/** Every write to a user's data bumps this, so derived figures cached under the old version go stale. */
export async function bumpDataVersion(userId: number, transaction?: Transaction) {
  const { User } = getDb()
  forgetUserReads(userId)
  await User.increment('data_version', { where: { id: userId }, transaction })
  // Again once the transaction commits: a read between the bump and the commit saw the old rows.
  transaction?.afterCommit(() => forgetUserReads(userId))
}

const versionKey = (userId: number) => `user:${userId}:data-version`

/**
 * The user's data version, read once per request: every derived figure a request shows is keyed on it,
 * and a write in the request (bumpDataVersion) drops the remembered value, so a read after it sees the bump.
 */
export function getDataVersion(userId: number): Promise<number> {
  return oncePerRequest(versionKey(userId), async () => {
    const { User } = getDb()
    const user = await User.findByPk(userId, { attributes: ['data_version'] })
    return user?.data_version ?? 0
  })
}

/** A version read with the user's row elsewhere in this request (the sign-in check), kept as getDataVersion's answer. */
export function noteDataVersion(userId: number, version: number) {
  rememberForRequest(versionKey(userId), version)
}

/** Several users' versions in one query; a user who no longer exists is absent from the map. */
export async function getDataVersions(userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const { User } = getDb()
  const users = await User.findAll({ where: { id: [...userIds] }, attributes: ['id', 'data_version'] })
  return new Map(users.map((user) => [user.id, user.data_version]))
}
