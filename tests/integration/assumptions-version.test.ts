import { describe, expect, it } from 'vitest'
import { bumpDataVersion, getDataVersion, noteDataVersion } from '../../app/infra/data-version.server.ts'
import { requestContextStorage } from '../../app/infra/request-context.server.ts'
import {
  getAssumptions,
  getAssumptionsWithVersion,
  resetAssumptions,
  saveAssumptions,
} from '../../app/services/projections/assumptions.server.ts'
import { createUser } from '../helpers/users.ts'

// The cached projection's key: the same assumptions and data version as the two separate reads
// give, before and after a save, though the assumptions are now cached under the version and the
// version comes from the request's sign-in check.

async function separately(userId: number) {
  const [assumptions, version] = await Promise.all([getAssumptions(userId), getDataVersion(userId)])
  return { ...assumptions, version }
}

describe('assumptions with the data version', () => {
  it('match getAssumptions and getDataVersion for defaults, saved values and after a reset', async () => {
    const user = await createUser({ tag: 'assumptions' })
    const defaults = await getAssumptionsWithVersion(user.id)
    expect(defaults).toEqual(await separately(user.id))
    expect(defaults.is_default).toBe(true)

    await saveAssumptions(user.id, {
      stock_market_return: 0.075,
      real_estate_appreciation: 0.03,
      salary_growth_rate: 0.015,
      inflation_rate: 0.035,
      retirement_account_return: 0.06,
    })
    const saved = await getAssumptionsWithVersion(user.id)
    expect(saved).toEqual(await separately(user.id))
    expect(saved).toMatchObject({ is_default: false, values: { stock_market_return: 0.075, inflation_rate: 0.035 } })
    expect(saved.version).toBeGreaterThan(defaults.version)
    // The projection's cache key hashes the values: their order must not change either.
    expect(JSON.stringify(saved.values)).toBe(JSON.stringify((await getAssumptions(user.id)).values))

    await resetAssumptions(user.id)
    expect(await getAssumptionsWithVersion(user.id)).toEqual(await separately(user.id))
  })

  it('answer the defaults and version 0 for an unknown user, as the separate reads do', async () => {
    expect(await getAssumptionsWithVersion(987_654_321)).toEqual(await separately(987_654_321))
  })

  it('inside a request: the version the sign-in noted is used, and a write drops it', async () => {
    const user = await createUser({ tag: 'assumptions-request' })
    const stored = await getDataVersion(user.id)
    await requestContextStorage.run({ ip: 'test', nonce: '' }, async () => {
      // A version noted by the sign-in check is the request's answer, without a read.
      noteDataVersion(user.id, stored + 100)
      expect(await getDataVersion(user.id)).toBe(stored + 100)
      expect((await getAssumptionsWithVersion(user.id)).version).toBe(stored + 100)
      // A write in the same request forgets it: what runs after reads the bumped version.
      await bumpDataVersion(user.id)
      expect(await getDataVersion(user.id)).toBe(stored + 1)
      await saveAssumptions(user.id, { ...(await getAssumptions(user.id)).values, inflation_rate: 0.029 })
      const after = await getAssumptionsWithVersion(user.id)
      expect(after).toMatchObject({ version: stored + 2, is_default: false, values: { inflation_rate: 0.029 } })
    })
  })
})
