import { col, fn, literal, Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { isEmploymentIncome, salaryYearCents } from '../../lib/annual-income.ts'
import { monthlyCents } from '../../lib/financial-summary.ts'
import { emptyAssetTotals, type AssetTotals } from '../../lib/lifecycle-plan.ts'
import { numberOrNull } from '../../../db/plain-rows.ts'
import { oncePerRequest } from '../../infra/request-context.server.ts'
import { deepFreeze } from '../../lib/deep-freeze.ts'

// A user's entries as the figures the projection and the summary need, read in two queries as
// plain rows (no model instances): everything but liabilities summed in SQL per category,
// subcategory and frequency, and the liabilities themselves, which the engine pays one by one.
// A household with thousands of entries then costs about what one with twenty does.

export type { AssetTotals }

export type LiabilityRow = {
  subcategory: string
  amount_cents: number
  interest_rate: number | null
  minimum_payment_cents: number | null
  remaining_months: number | null
  loan_term_months: number | null
}

export interface EntryTotals {
  entryCount: number
  totalAssetsCents: number
  totalLiabilitiesCents: number
  /** As summarize() in app/lib/financial-summary.ts computes them (frequency-converted to monthly). */
  monthlyIncomeCents: number
  monthlyExpensesCents: number
  /** Employment income a year, as getRetirementDefaults computes salary. */
  salaryYearCents: number
  /** Assets by subcategory, with the amount-weighted allocation where entries give one. */
  assets: Record<string, AssetTotals>
  /** Liabilities as plain rows, in the order they were entered. */
  liabilities: LiabilityRow[]
}

const ALLOCATIONS = ['stocks', 'bonds', 'cash', 'real_estate', 'alternative'] as const

const allocationSum = ALLOCATIONS.map((key) => `COALESCE(${key}_percentage, 0)`).join(' + ')

// monthlyCents rounds each annual entry on its own (one twelfth, to the cent), so a sum of
// amounts cannot simply be divided. Rows are therefore also grouped by their remainder modulo 12:
// every amount in such a group is 12·q + r for the same r, and the group's monthly figure is
// monthlyCents(Σ 12·q) + n · monthlyCents(r), exactly what converting each row gives. `%` takes
// the dividend's sign on both SQLite and MariaDB, as the identity needs for any amount.
export const REMAINDER = 'amount_cents % 12'

/** One group's sums, as the database hands them back (MariaDB answers SUM and BIGINT as strings). */
type GroupRow = Record<
  | 'category'
  | 'subcategory'
  | 'frequency'
  | 'remainder'
  | 'entries'
  | 'total_cents'
  | 'roth_named_cents'
  | 'allocated_cents'
  | `${(typeof ALLOCATIONS)[number]}_weighted`,
  string | number
>

type RawLiability = Record<keyof LiabilityRow, string | number | null>

function groupedEntries(userId: number) {
  const sum = (expression: string, alias: string) => [fn('SUM', literal(expression)), alias] as const
  return getDb().FinancialEntry.findAll({
    attributes: [
      'category',
      'subcategory',
      'frequency',
      [literal(REMAINDER), 'remainder'],
      [fn('COUNT', col('id')), 'entries'],
      [fn('SUM', col('amount_cents')), 'total_cents'],
      sum(`CASE WHEN LOWER(description) LIKE '%roth%' THEN amount_cents ELSE 0 END`, 'roth_named_cents'),
      sum(`CASE WHEN ${allocationSum} > 0 THEN amount_cents ELSE 0 END`, 'allocated_cents'),
      ...ALLOCATIONS.map((key) => sum(`amount_cents * COALESCE(${key}_percentage, 0)`, `${key}_weighted`)),
    ],
    where: { user_id: userId, category: { [Op.ne]: 'liabilities' } },
    group: ['category', 'subcategory', 'frequency', 'remainder'],
    raw: true,
  }) as unknown as Promise<GroupRow[]>
}

function liabilityRows(userId: number) {
  return getDb().FinancialEntry.findAll({
    attributes: [
      'subcategory',
      'amount_cents',
      'interest_rate',
      'minimum_payment_cents',
      'remaining_months',
      'loan_term_months',
    ],
    where: { user_id: userId, category: 'liabilities' },
    order: [['id', 'ASC']],
    raw: true,
  }) as unknown as Promise<RawLiability[]>
}

/** A group's monthly figure, converted as monthlyCents converts each of its rows (see REMAINDER). */
export function groupMonthlyCents(count: number, sumCents: number, remainder: number, frequency: string) {
  return (
    monthlyCents({ amount_cents: sumCents - count * remainder, frequency }) +
    count * monthlyCents({ amount_cents: remainder, frequency })
  )
}

function addAsset(assets: Record<string, AssetTotals>, row: GroupRow) {
  const totals = (assets[String(row.subcategory)] ??= emptyAssetTotals())
  totals.amount_cents += Number(row.total_cents)
  if (row.subcategory === 'retirement_accounts') totals.roth_cents += Number(row.roth_named_cents)
  totals.allocated_cents += Number(row.allocated_cents)
  // Percent × cents: hundredths of a cent until every group is in (roundAllocations).
  for (const key of ALLOCATIONS) totals[`${key}_cents`] += Number(row[`${key}_weighted`]) / 100
}

/** Whole cents, once the groups are summed (SQLite sums the weighted amounts as floats). */
function roundAllocations(assets: Record<string, AssetTotals>) {
  for (const totals of Object.values(assets)) {
    for (const key of ALLOCATIONS) totals[`${key}_cents`] = Math.round(totals[`${key}_cents`])
  }
}

/**
 * The user's entries as totals, read in at most two queries without instantiating models, once per
 * request (the goals screen asked twice: its summary cards and its conflict check), and frozen, since
 * the services that ask share the one answer.
 */
export function entryTotals(userId: number): Promise<EntryTotals> {
  return oncePerRequest(`user:${userId}:entry-totals`, async () => deepFreeze(await readEntryTotals(userId)))
}

async function readEntryTotals(userId: number): Promise<EntryTotals> {
  const [groups, liabilityList] = await Promise.all([groupedEntries(userId), liabilityRows(userId)])
  const totals: EntryTotals = {
    entryCount: liabilityList.length,
    totalAssetsCents: 0,
    totalLiabilitiesCents: 0,
    monthlyIncomeCents: 0,
    monthlyExpensesCents: 0,
    salaryYearCents: 0,
    assets: {},
    liabilities: liabilityList.map((row) => ({
      subcategory: String(row.subcategory),
      amount_cents: Number(row.amount_cents),
      interest_rate: numberOrNull(row.interest_rate),
      minimum_payment_cents: numberOrNull(row.minimum_payment_cents),
      remaining_months: numberOrNull(row.remaining_months),
      loan_term_months: numberOrNull(row.loan_term_months),
    })),
  }
  for (const row of groups) {
    const category = String(row.category)
    const frequency = String(row.frequency)
    const count = Number(row.entries)
    const amountCents = Number(row.total_cents)
    totals.entryCount += count
    if (category === 'assets') {
      totals.totalAssetsCents += amountCents
      addAsset(totals.assets, row)
    } else if (category === 'income' || category === 'expenses') {
      const monthly = groupMonthlyCents(count, amountCents, Number(row.remainder), frequency)
      if (category === 'income') totals.monthlyIncomeCents += monthly
      else totals.monthlyExpensesCents += monthly
      if (isEmploymentIncome({ category, subcategory: String(row.subcategory) })) {
        totals.salaryYearCents += salaryYearCents({ amount_cents: amountCents, frequency })
      }
    }
  }
  roundAllocations(totals.assets)
  totals.totalLiabilitiesCents = totals.liabilities.reduce((sum, l) => sum + l.amount_cents, 0)
  return totals
}
