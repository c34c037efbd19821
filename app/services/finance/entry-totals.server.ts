import { QueryTypes } from 'sequelize'
import { boundFindAll } from '../../../db/bound-find.ts'
import { getDb } from '../../../db/index.ts'
import { isEmploymentIncome, salaryYearCents } from '../../lib/annual-income.ts'
import { FREQUENCIES } from '../../lib/catalogue.ts'
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

// monthlyCents rounds each annual entry on its own (one twelfth, to the cent), so a sum of amounts
// cannot simply be divided. Every amount is 12·q + r with r = amount % 12 (`%` takes the dividend's
// sign on both SQLite and MariaDB, as on JavaScript numbers), monthlyCents(12·q + r) is
// monthlyCents(12·q) + monthlyCents(r), and monthlyCents is exact and additive on multiples of 12.
// So a group's monthly figure is monthlyCents(Σ amount − Σ r) + Σ monthlyCents(r): the database sums r,
// and sums monthlyCents(r) read from a table of the 23 possible remainders per frequency, written out
// of monthlyCents itself. Groups then need no remainder in their key, so they follow the
// (user, category, subcategory, frequency) index rather than a sort (db/migrations/015).

/** Every value amount % 12 can take. */
const REMAINDERS = Array.from({ length: 23 }, (_, i) => i - 11)

/** Σ r over a group's rows. */
export const REMAINDER_SUM = 'SUM(amount_cents % 12)'

/** Σ monthlyCents(r) over a group's rows: each frequency's remainders as monthlyCents converts them. */
export const REMAINDER_MONTHLY = `SUM(${remainderMonthlyCase()})`

/**
 * monthlyCents(r) for one frequency's rows as SQL, null where it is 0 for every r. Written compactly,
 * as SQLite tries a CASE's arms one by one on every row: a frequency that converts as it is (monthly)
 * is r itself, and runs of remainders with the same figure (annually: 6…11 → 1, −11…−7 → −1) are one
 * arm each.
 */
function remainderMonthlyOf(frequency: string): string | null {
  const figures = REMAINDERS.map((r) => monthlyCents({ amount_cents: r, frequency }) || 0) // −0 is 0
  if (figures.every((figure, i) => figure === REMAINDERS[i])) return 'amount_cents % 12'
  const arms: string[] = []
  for (let i = 0; i < figures.length;) {
    let end = i
    while (end + 1 < figures.length && figures[end + 1] === figures[i]) end++
    if (figures[i] !== 0)
      arms.push(`WHEN amount_cents % 12 BETWEEN ${REMAINDERS[i]} AND ${REMAINDERS[end]} THEN ${figures[i]}`)
    i = end + 1
  }
  return arms.length > 0 ? `CASE ${arms.join(' ')} ELSE 0 END` : null
}

function remainderMonthlyCase() {
  const arms = FREQUENCIES.flatMap((frequency) => {
    const figure = remainderMonthlyOf(frequency)
    return figure === null ? [] : [`WHEN frequency = '${frequency}' THEN ${figure}`]
  })
  return arms.length > 0 ? `CASE ${arms.join(' ')} ELSE 0 END` : '0'
}

/** A group's monthly figure from its sum and its REMAINDER_SUM and REMAINDER_MONTHLY: what converting each row gives. */
export function groupMonthlyCents(sumCents: number, remainderSum: number, remainderMonthly: number, frequency: string) {
  return monthlyCents({ amount_cents: sumCents - remainderSum, frequency }) + remainderMonthly
}

/** One group's sums, as the database hands them back (MariaDB answers SUM and BIGINT as strings). */
type GroupRow = Record<
  | 'category'
  | 'subcategory'
  | 'frequency'
  | 'entries'
  | 'total_cents'
  | 'remainder_sum'
  | 'remainder_monthly'
  | 'roth_named_cents'
  | 'allocated_cents'
  | `${(typeof ALLOCATIONS)[number]}_weighted`,
  string | number
>

type RawLiability = Record<keyof LiabilityRow, string | number | null>

const ASSET_SUMS = [
  `SUM(CASE WHEN LOWER(description) LIKE '%roth%' THEN amount_cents ELSE 0 END) AS roth_named_cents`,
  `SUM(CASE WHEN ${allocationSum} > 0 THEN amount_cents ELSE 0 END) AS allocated_cents`,
  ...ALLOCATIONS.map((key) => `SUM(amount_cents * COALESCE(${key}_percentage, 0)) AS ${key}_weighted`),
]

/**
 * Every entry but the liabilities, summed per category, subcategory and frequency, in one statement of
 * two parts: income, expenses (and any other category) with their monthly sums, and assets with their
 * Roth and allocation sums. Split so that the thousands of expense rows a detailed household has skip
 * the asset sums: 1.6 ms at 5,000 entries on SQLite against 2.9 for one part with every sum.
 */
function groupedEntries(userId: number) {
  const zeros = (names: string[]) => names.map((name) => `0 AS ${name}`)
  const assetNames = ['roth_named_cents', 'allocated_cents', ...ALLOCATIONS.map((key) => `${key}_weighted`)]
  const part = (where: string, sums: string[]) =>
    `SELECT category, subcategory, frequency, COUNT(id) AS entries, SUM(amount_cents) AS total_cents, ${sums.join(', ')}
      FROM financial_entries WHERE user_id = $userId AND ${where} GROUP BY category, subcategory, frequency`
  const flows = part(`category NOT IN ('assets', 'liabilities')`, [
    `${REMAINDER_SUM} AS remainder_sum`,
    `${REMAINDER_MONTHLY} AS remainder_monthly`,
    ...zeros(assetNames),
  ])
  const assets = part(`category = 'assets'`, [...zeros(['remainder_sum', 'remainder_monthly']), ...ASSET_SUMS])
  // The user as a bind parameter: the statement's text is the same for every household, and prepared once.
  return getDb().sequelize.query<GroupRow>(`${flows} UNION ALL ${assets}`, {
    bind: { userId },
    type: QueryTypes.SELECT,
  })
}

function liabilityRows(userId: number) {
  return boundFindAll(
    getDb().FinancialEntry,
    { user_id: userId, category: 'liabilities' },
    {
      attributes: [
        'subcategory',
        'amount_cents',
        'interest_rate',
        'minimum_payment_cents',
        'remaining_months',
        'loan_term_months',
      ],
      order: [['id', 'ASC']],
      raw: true,
    },
  ) as unknown as Promise<RawLiability[]>
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
      const monthly = groupMonthlyCents(
        amountCents,
        Number(row.remainder_sum),
        Number(row.remainder_monthly),
        frequency,
      )
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
