import { describe, expect, it } from 'vitest'
import { isEmploymentIncome, salaryYearCents } from '../../app/lib/annual-income.ts'
import { FREQUENCIES } from '../../app/lib/catalogue.ts'
import { monthlyCents, summarize } from '../../app/lib/financial-summary.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { allEntries, createEntries } from '../../app/services/finance/entries.server.ts'
import { entryFigures } from '../../app/services/finance/entry-list.server.ts'
import { entryTotals } from '../../app/services/finance/entry-totals.server.ts'
import { getDb } from '../../db/index.ts'
import { getCashFlow, getSummary, summaryJson } from '../../app/services/finance/summary.server.ts'
import { householdFigures } from '../../app/services/goals/goal-json.server.ts'
import { buildLifecyclePlan } from '../../app/services/projections/lifecycle-input.server.ts'
import { DEFAULT_ASSUMPTIONS } from '../../app/schemas/projections.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { createUser } from '../helpers/users.ts'

// entryTotals sums in the database what summarize() and the projection used to work out from
// every entry; the totals must be the same to the cent, on MariaDB and on SQLite.

const ALLOCATIONS = ['stocks', 'bonds', 'cash', 'real_estate', 'alternative'] as const

/**
 * Income and expenses at every frequency with every remainder of the amount in cents modulo 12
 * (6 is the half-cent case of an annual amount), so per-entry rounding to a month shows; assets
 * with and without allocations and Roth in the description in any case; loans with and without
 * a minimum payment.
 */
function oddHousehold() {
  const inputs: Record<string, unknown>[] = []
  let n = 0
  for (const frequency of FREQUENCIES) {
    for (let remainder = 0; remainder < 12; remainder++) {
      n += 1
      const cents = 12 * (n * 97 + 3) + remainder
      const income = n % 2 ? 'employment_income' : 'rental_income'
      const expense = ['food', 'housing', 'personal'][n % 3]
      inputs.push(
        { category: 'income', subcategory: income, amount: cents / 100, frequency },
        { category: 'expenses', subcategory: expense, amount: (cents + 5) / 100, frequency },
      )
    }
  }
  inputs.push(
    { category: 'income', subcategory: 'employment_income', amount: 0.06, frequency: 'annually' },
    { category: 'expenses', subcategory: 'other_expenses', amount: 0, frequency: 'annually' },
    { category: 'assets', subcategory: 'retirement_accounts', description: 'Roth IRA', amount: 41_000.17 },
    { category: 'assets', subcategory: 'retirement_accounts', description: 'my ROTH 401k', amount: 1_234.56 },
    { category: 'assets', subcategory: 'retirement_accounts', description: '401k', amount: 182_000.01 },
    { category: 'assets', subcategory: 'investment_accounts', description: 'Rothschild brokerage', amount: 999.99 },
    { category: 'assets', subcategory: 'investment_accounts', amount: 38_500.33, stocks_percentage: 33.33 },
    {
      category: 'assets',
      subcategory: 'investment_accounts',
      amount: 12_345.67,
      stocks_percentage: 62.5,
      bonds_percentage: 20.25,
      cash_percentage: 7.75,
      alternative_percentage: 9.5,
    },
    { category: 'assets', subcategory: 'real_estate', amount: 465_000, real_estate_percentage: 100 },
    { category: 'assets', subcategory: 'cash_bank_accounts', amount: 6_200.05, cash_percentage: 0 },
    { category: 'assets', subcategory: 'personal_property', amount: 28_000.11 },
    {
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      amount: 318_000.45,
      interest_rate: 6.25,
      minimum_payment: 2_150.1,
      remaining_months: 324,
      loan_term_months: 360,
    },
    { category: 'liabilities', subcategory: 'credit_cards', amount: 2_350.99, interest_rate: 22.9 },
    { category: 'liabilities', subcategory: 'other_debt', amount: 0 },
  )
  return inputs.map((input, i) => EntryCreateSchema.parse({ description: `Entry ${i}`, ...input }))
}

async function userWith(inputs: ReturnType<typeof oddHousehold>) {
  const user = await createUser({ tag: 'totals' })
  await createEntries(user.id, inputs)
  return user.id
}

describe('entry totals', () => {
  it('equal summarize() and the per-entry rules to the cent on a household with every frequency and odd amounts', async () => {
    const userId = await userWith(oddHousehold())
    await userWith(oddHousehold().slice(0, 40)) // another user's rows stay out
    const entries = await allEntries(userId)
    const totals = await entryTotals(userId)
    const summary = summarize(entries)

    expect(totals.entryCount).toBe(entries.length)
    expect(totals.totalAssetsCents).toBe(summary.total_assets_cents)
    expect(totals.totalLiabilitiesCents).toBe(summary.total_liabilities_cents)
    expect(totals.monthlyIncomeCents).toBe(summary.monthly_income_cents)
    expect(totals.monthlyExpensesCents).toBe(summary.monthly_expenses_cents)
    expect(totals.salaryYearCents).toBe(
      entries.filter(isEmploymentIncome).reduce((sum, e) => sum + salaryYearCents(e), 0),
    )
    expect(await getSummary(userId)).toEqual(summaryJson(summary))
    // The goals' surplus and net worth, and the cash-flow API, read the same totals.
    expect(await householdFigures(userId)).toEqual({
      surplusCents: summary.monthly_cash_flow_cents,
      netWorthCents: summary.net_worth_cents,
    })
    const json = summaryJson(summary)
    expect(await getCashFlow(userId)).toEqual({
      monthly_income: json.monthly_income,
      monthly_expenses: json.monthly_expenses,
      monthly_surplus: json.monthly_cash_flow,
      savings_rate: json.savings_rate,
      annual_income: json.annual_income,
      annual_expenses: json.annual_expenses,
    })

    const assets = entries.filter((e) => e.category === 'assets')
    expect(Object.keys(totals.assets).sort()).toEqual([...new Set(assets.map((e) => e.subcategory))].sort())
    for (const [subcategory, group] of Object.entries(totals.assets)) {
      const rows = assets.filter((e) => e.subcategory === subcategory)
      const sum = (pick: (e: (typeof rows)[number]) => number) => rows.reduce((total, e) => total + pick(e), 0)
      const percent = (e: (typeof rows)[number], key: (typeof ALLOCATIONS)[number]) => e[`${key}_percentage`] ?? 0
      const allocated = (e: (typeof rows)[number]) => ALLOCATIONS.some((key) => percent(e, key) > 0)
      expect(group.amount_cents, subcategory).toBe(sum((e) => e.amount_cents))
      expect(group.roth_cents, subcategory).toBe(
        subcategory === 'retirement_accounts' ? sum((e) => (/roth/i.test(e.description) ? e.amount_cents : 0)) : 0,
      )
      expect(group.allocated_cents, subcategory).toBe(sum((e) => (allocated(e) ? e.amount_cents : 0)))
      for (const key of ALLOCATIONS) {
        expect(group[`${key}_cents`], `${subcategory} ${key}`).toBe(
          Math.round(sum((e) => (e.amount_cents * percent(e, key)) / 100)),
        )
      }
    }
    expect(totals.assets.retirement_accounts.roth_cents).toBe(4_100_017 + 123_456)

    expect(totals.liabilities).toEqual(
      entries
        .filter((e) => e.category === 'liabilities')
        .map((e) => ({
          subcategory: e.subcategory,
          amount_cents: e.amount_cents,
          interest_rate: e.interest_rate,
          minimum_payment_cents: e.minimum_payment_cents,
          remaining_months: e.remaining_months,
          loan_term_months: e.loan_term_months,
        })),
    )
  })

  it('convert amounts of either sign at every remainder and frequency as monthlyCents does, row by row', async () => {
    // The forms refuse negative amounts, but the sums must not depend on that: -11 … 11 are all the
    // values amount % 12 takes. Amounts from −$3.00 to $3.00 in steps of 7 cents cover each of them.
    const user = await createUser({ tag: 'totals' })
    const amounts = Array.from({ length: 86 }, (_, i) => -300 + 7 * i)
    const rows = FREQUENCIES.flatMap((frequency) =>
      amounts.map((amount_cents, i) => ({
        user_id: user.id,
        category: i % 2 ? 'income' : 'expenses',
        subcategory: i % 2 ? 'employment_income' : ['food', 'housing'][(i % 4) >> 1],
        description: `Row ${i}`,
        amount_cents,
        frequency,
      })),
    )
    await getDb().FinancialEntry.bulkCreate(rows)
    const monthly = (category: string, subcategory?: string) =>
      rows
        .filter((r) => r.category === category && (subcategory === undefined || r.subcategory === subcategory))
        .reduce((sum, r) => sum + monthlyCents(r), 0)
    expect(new Set(rows.map((r) => r.amount_cents % 12)).size).toBe(23)

    const totals = await entryTotals(user.id)
    expect(totals.monthlyIncomeCents).toBe(monthly('income'))
    expect(totals.monthlyExpensesCents).toBe(monthly('expenses'))
    expect(totals.entryCount).toBe(rows.length)
    // The Financial Data Entry screen's figures, per category and per group.
    const figures = await entryFigures(user.id)
    expect(figures.income.all.monthly_cents).toBe(monthly('income'))
    expect(figures.expenses.all.monthly_cents).toBe(monthly('expenses'))
    expect(figures.expenses.groups.food.monthly_cents).toBe(monthly('expenses', 'food'))
    expect(figures.expenses.groups.housing.monthly_cents).toBe(monthly('expenses', 'housing'))
    expect(figures.expenses.groups.food.count + figures.expenses.groups.housing.count).toBe(rows.length / 2)
  })

  it('are zero for a user without entries', async () => {
    const user = await createUser({ tag: 'totals' })
    expect(await entryTotals(user.id)).toEqual({
      entryCount: 0,
      totalAssetsCents: 0,
      totalLiabilitiesCents: 0,
      monthlyIncomeCents: 0,
      monthlyExpensesCents: 0,
      salaryYearCents: 0,
      assets: {},
      liabilities: [],
    })
    expect((await getSummary(user.id)).entry_count).toBe(0)
  })

  it('give the lifecycle plan the demo household as its records describe it', async () => {
    const user = await createUser({ tag: 'totals' })
    await seedDemoHousehold(user.id)
    const entries = await allEntries(user.id)
    const plan = await buildLifecyclePlan(
      user.id,
      DEFAULT_ASSUMPTIONS,
      { strategy: 'fixed_real', return_model: 'parametric', iterations: 1000 },
      '2026-11-23',
    )
    const assetDollars = (subcategories: string[], only = (_e: { description: string }) => true) =>
      entries
        .filter((e) => e.category === 'assets' && subcategories.includes(e.subcategory) && only(e))
        .reduce((sum, e) => sum + e.amount_cents, 0) / 100
    const roth = (e: { description: string }) => /roth/i.test(e.description)
    expect(plan.input.accounts).toEqual({
      cash: assetDollars(['cash_bank_accounts']),
      taxable: assetDollars(['investment_accounts']),
      taxable_basis: assetDollars(['investment_accounts']),
      tax_deferred: assetDollars(['retirement_accounts'], (e) => !roth(e)),
      roth: assetDollars(['retirement_accounts'], roth),
      real_estate: assetDollars(['real_estate']),
    })
    expect(plan.assumed.personal_property_cents / 100).toBe(assetDollars(['personal_property']))
    const summary = summarize(entries)
    // Spending is the expense entries only; each loan pays its own payment until paid off.
    expect(plan.input.monthly_spending).toBe(summary.monthly_expenses_cents / 100)
    const loans = entries.filter((e) => e.category === 'liabilities')
    expect(plan.input.loans).toHaveLength(loans.length)
    // Demo: born 1988-03-14, married filing jointly, 4 % to the 401(k), 50 % match up to 6 %,
    // Social Security $2,900 from 67 (eligibility 2055-03-14).
    expect(plan.input).toMatchObject({ current_age: 38, birth_year: 1988, retirement_age: 65 })
    expect(plan.input.working).toMatchObject({ k401_rate: 0.04, employer_match: { rate: 0.5, up_to: 0.06 } })
    // The 401(k) is Jordan's: "Salary (Sam)" is the spouse's pay and stays out of it; Jordan's $7,800 a month
    // and the $9,000 annual bonus count: 93,600 + 9,000 = 102,600 a year (the household earns 165,000).
    expect(plan.input.working.annual_salary).toBe(7_800 * 12 + 9_000)
    expect(plan.input.tax.standard_deduction).toBe(32_200)
    expect(plan.input.income.social_security).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
  })
})
