import type { Transaction } from 'sequelize'
import { getDb } from '../../db/index.ts'

/** Every write to a user's data bumps this, so derived figures cached under the old version go stale. */
export async function bumpDataVersion(userId: number, transaction?: Transaction) {
  const { User } = getDb()
  await User.increment('data_version', { where: { id: userId }, transaction })
}

export async function getDataVersion(userId: number): Promise<number> {
  const { User } = getDb()
  const user = await User.findByPk(userId, { attributes: ['data_version'] })
  return user?.data_version ?? 0
}
