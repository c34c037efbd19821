import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { getCategoryPanels } from '../../app/services/finance/entry-screen.server.ts'
import { getSummary } from '../../app/services/finance/summary.server.ts'
import { getCompleteProfile } from '../../app/services/profile/complete-profile.server.ts'
import { getHistory } from '../../app/services/finance/net-worth.server.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'

describe('demo household seed', () => {
  it('fills every tab with data that passes the product rules, once', async () => {
    const user = await getDb().User.create({
      email: `demo.${Date.now()}@example.org`,
      password_hash: 'x',
      first_name: 'Jordan',
      last_name: 'Rivera',
      last_login_at: null,
    })
    expect(await seedDemoHousehold(user.id)).toBe(true)
    expect(await seedDemoHousehold(user.id)).toBe(false)

    const panels = await getCategoryPanels(user.id)
    for (const panel of panels) expect(panel.entry_count, panel.category).toBeGreaterThan(0)
    const mortgage = panels
      .find((p) => p.category === 'liabilities')!
      .groups.find((g) => g.key === 'mortgage_real_estate')!
    expect(mortgage.count).toBe(1)

    const profile = await getCompleteProfile(user.id)
    expect(profile.profile?.age).toBe(38)
    expect(profile.family_members.length).toBeGreaterThanOrEqual(2)
    expect(profile.benefits.length).toBeGreaterThan(0)
    expect(profile.tax_info?.filing_status).toBe('married_jointly')

    const summary = await getSummary(user.id)
    expect(summary.net_worth).toBeGreaterThan(0)
    expect(summary.monthly_cash_flow).toBeGreaterThan(0)
    expect((await getHistory(user.id, 365)).length).toBe(7)
  })
})
