import { boundFindAll } from '../../../db/bound-find.ts'
import { getDb } from '../../../db/index.ts'
import { holderEmploymentIncome, salaryYearCents } from '../../lib/annual-income.ts'
import { listFamilyMembers } from '../profile/family.server.ts'

// The plan holder's own pay a year, for what belongs to one earner (the 401(k) deferral and its
// match): a spouse's or partner's salary entries are left out, recognised as the Retirement panel
// recognises them (app/lib/annual-income.ts holderEmploymentIncome). Only employment entries are read,
// as plain rows.

type PayRow = { category: string; subcategory: string; description: string; amount_cents: number; frequency: string }

export async function holderSalaryYearCents(userId: number): Promise<number> {
  const [rows, family] = await Promise.all([
    boundFindAll(
      getDb().FinancialEntry,
      { user_id: userId, category: 'income', subcategory: 'employment_income' },
      { attributes: ['category', 'subcategory', 'description', 'amount_cents', 'frequency'], raw: true },
    ) as unknown as Promise<PayRow[]>,
    listFamilyMembers(userId),
  ])
  const partners = family.filter((m) => m.relationship_type === 'spouse' || m.relationship_type === 'partner')
  const entries = rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))
  return holderEmploymentIncome(entries, partners).own.reduce((sum, e) => sum + salaryYearCents(e), 0)
}
