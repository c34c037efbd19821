import { getDb } from '../../../db/index.ts'
import { DEFAULT_ASSUMPTIONS, type Assumptions } from '../../schemas/projections.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'

// The user's projection assumptions: the defaults until saved. Saving or resetting bumps the
// data version, so every cached projection of the user is recomputed.

export async function getAssumptions(userId: number): Promise<{ values: Assumptions; is_default: boolean }> {
  const row = await getDb().ProjectionAssumptions.findOne({ where: { user_id: userId } })
  if (!row) return { values: { ...DEFAULT_ASSUMPTIONS }, is_default: true }
  return {
    values: {
      stock_market_return: row.stock_market_return,
      real_estate_appreciation: row.real_estate_appreciation,
      salary_growth_rate: row.salary_growth_rate,
      inflation_rate: row.inflation_rate,
      retirement_account_return: row.retirement_account_return,
    },
    is_default: false,
  }
}

export async function saveAssumptions(userId: number, values: Assumptions) {
  const { ProjectionAssumptions } = getDb()
  const existing = await ProjectionAssumptions.findOne({ where: { user_id: userId } })
  if (existing) await existing.update(values)
  else await ProjectionAssumptions.create({ user_id: userId, ...values })
  await bumpDataVersion(userId)
  return getAssumptions(userId)
}

export async function resetAssumptions(userId: number) {
  await getDb().ProjectionAssumptions.destroy({ where: { user_id: userId } })
  await bumpDataVersion(userId)
  return getAssumptions(userId)
}
