import type { Transaction } from 'sequelize'
import { getDb } from '../../db/index.ts'
import { forgetUserReads } from './request-context.server.ts'

/** Every write to a user's data bumps this, so derived figures cached under the old version go stale. */
export async function bumpDataVersion(userId: number, transaction?: Transaction) {
  const { User } = getDb()
  forgetUserReads(userId)
  await User.increment('data_version', { where: { id: userId }, transaction })
  // Again once the transaction commits: a read between the bump and the commit saw the old rows.
  transaction?.afterCommit(() => forgetUserReads(userId))
}

export async function getDataVersion(userId: number): Promise<number> {
  const { User } = getDb()
  const user = await User.findByPk(userId, { attributes: ['data_version'] })
  return user?.data_version ?? 0
}

/** Several users' versions in one query; a user who no longer exists is absent from the map. */
export async function getDataVersions(userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const { User } = getDb()
  const users = await User.findAll({ where: { id: [...userIds] }, attributes: ['id', 'data_version'] })
  return new Map(users.map((user) => [user.id, user.data_version]))
}
