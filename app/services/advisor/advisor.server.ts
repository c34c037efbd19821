import { UniqueConstraintError } from 'sequelize'
import { boundFindOne } from '../../../db/bound-find.ts'
import { getDb, type AdvisorData } from '../../../db/index.ts'
import type { EntryRow } from '../finance/entry-rows.server.ts'
import {
  defaultAssumptions,
  smartRecommendations,
  type AdvisorDataInput as RulesAdvisorInput,
  type DataHint,
  type HouseholdInput,
  type SmartRecommendation,
} from '../../lib/advisor-recommendations.ts'
import {
  INVESTMENT_PLATFORMS,
  USAGE_FREQUENCIES,
  VESTING_SCHEDULES,
  type AdvisorDataInput,
} from '../../schemas/advisor.ts'
import { isEmploymentIncome, salaryYearCents } from '../../lib/annual-income.ts'
import { invalidField } from '../../lib/app-error.ts'
import { matchLimitProblem } from '../../lib/match-formula.ts'
import { centsToDollars } from '../../lib/money.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { entriesOf } from '../finance/entries.server.ts'

// Advisor data (spec 3.2) and smart recommendations (3.3). The rules live in
// app/lib/advisor-recommendations.ts; this gathers their inputs from the database.

const toCents = (dollars: number) => Math.round(dollars * 100)

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value)

export type StoredSubscription = { name: string; cost_cents: number; usage_frequency: string; can_cancel: boolean }

/** The stored record in the rules' nested shape (money in cents), plus the subscriptions as saved. */
export type AdvisorDataView = RulesAdvisorInput & {
  stored_subscriptions: StoredSubscription[]
  updated_at: string | null
}

function parseSubscriptions(text: string): StoredSubscription[] {
  try {
    const raw: unknown = JSON.parse(text)
    if (!Array.isArray(raw)) return []
    return raw.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return []
      const { name, cost_cents, usage_frequency, can_cancel } = item as Record<string, unknown>
      if (typeof name !== 'string' || typeof cost_cents !== 'number') return []
      return [
        {
          name,
          cost_cents,
          usage_frequency: typeof usage_frequency === 'string' ? usage_frequency : 'monthly',
          can_cancel: can_cancel !== false,
        },
      ]
    })
  } catch {
    return []
  }
}

function toView(row: AdvisorData | null): AdvisorDataView {
  const subs = row ? parseSubscriptions(row.subscriptions) : []
  return {
    mortgage: {
      interest_rate: row?.mortgage_rate ?? null,
      monthly_payment_cents: row?.mortgage_payment_cents ?? null,
      lender: row?.mortgage_lender ?? null,
      term_years: row?.mortgage_term_years ?? null,
      start_date: row?.mortgage_start_date ?? null,
    },
    retirement: {
      contribution_percent: row?.contribution_401k ?? null,
      employer_match: row?.employer_match ?? null,
      employer_match_limit: row?.employer_match_limit ?? null,
      vesting_schedule: row?.vesting_schedule ?? null,
    },
    investments: {
      stock_percentage: row?.stock_percentage ?? null,
      bond_percentage: row?.bond_percentage ?? null,
      average_expense_ratio: row?.average_expense_ratio ?? null,
      platform: row?.investment_platform ?? null,
    },
    subscriptions: subs.map((s) => ({ name: s.name, cost_cents: s.cost_cents, usage: s.usage_frequency })),
    stored_subscriptions: subs,
    updated_at: row ? row.updated_at.toISOString() : null,
  }
}

async function findRow(userId: number) {
  const { AdvisorData } = getDb()
  return boundFindOne(AdvisorData, { user_id: userId })
}

/** The user's advisor data; every field null (and updated_at null) when none was saved. */
export async function getAdvisorData(userId: number): Promise<AdvisorDataView> {
  return toView(await findRow(userId))
}

export function hasAdvisorData(view: AdvisorDataView) {
  return view.updated_at !== null
}

/** GET /advisor/advisor-data: nested groups, money in dollars. */
export function toAdvisorDataJson(view: AdvisorDataView) {
  const { mortgage: m, retirement, investments } = view
  return {
    mortgage: {
      interest_rate: m.interest_rate,
      monthly_payment: m.monthly_payment_cents === null ? null : m.monthly_payment_cents / 100,
      lender: m.lender,
      term_years: m.term_years,
      start_date: m.start_date,
    },
    retirement: { ...retirement },
    investments: { ...investments },
    subscriptions: view.stored_subscriptions.map((s) => ({
      name: s.name,
      cost: s.cost_cents / 100,
      usage: s.usage_frequency,
      can_cancel: s.can_cancel,
    })),
    updated_at: view.updated_at,
  }
}

/** The stored record as a flat save payload (dollars), for forms that change one section. */
export function toFlatInput(view: AdvisorDataView): AdvisorDataInput {
  const { mortgage: m, retirement: r, investments: i } = view
  const opt = <T>(value: T | null) => value ?? undefined
  return {
    mortgage_rate: opt(m.interest_rate),
    mortgage_payment: m.monthly_payment_cents === null ? undefined : m.monthly_payment_cents / 100,
    mortgage_lender: opt(m.lender),
    mortgage_term_years: opt(m.term_years),
    mortgage_start_date: opt(m.start_date),
    contribution_401k: opt(r.contribution_percent),
    employer_match: opt(r.employer_match),
    employer_match_limit: opt(r.employer_match_limit),
    vesting_schedule: oneOf(VESTING_SCHEDULES, r.vesting_schedule),
    stock_percentage: opt(i.stock_percentage),
    bond_percentage: opt(i.bond_percentage),
    average_expense_ratio: opt(i.average_expense_ratio),
    investment_platform: oneOf(INVESTMENT_PLATFORMS, i.platform),
    subscriptions: view.stored_subscriptions.map((s) => ({
      name: s.name,
      cost: s.cost_cents / 100,
      usage_frequency: oneOf(USAGE_FREQUENCIES, s.usage_frequency) ?? 'monthly',
      can_cancel: s.can_cancel,
    })),
  }
}

function columns(input: AdvisorDataInput) {
  const nul = <T>(value: T | undefined) => value ?? null
  return {
    mortgage_rate: nul(input.mortgage_rate),
    mortgage_payment_cents: input.mortgage_payment === undefined ? null : toCents(input.mortgage_payment),
    mortgage_lender: nul(input.mortgage_lender),
    mortgage_term_years: nul(input.mortgage_term_years),
    mortgage_start_date: nul(input.mortgage_start_date),
    contribution_401k: nul(input.contribution_401k),
    employer_match: nul(input.employer_match),
    employer_match_limit: nul(input.employer_match_limit),
    vesting_schedule: nul(input.vesting_schedule),
    stock_percentage: nul(input.stock_percentage),
    bond_percentage: nul(input.bond_percentage),
    average_expense_ratio: nul(input.average_expense_ratio),
    investment_platform: nul(input.investment_platform),
    subscriptions: JSON.stringify(
      input.subscriptions.map((s) => ({
        name: s.name,
        cost_cents: toCents(s.cost),
        usage_frequency: s.usage_frequency,
        can_cancel: s.can_cancel,
      })),
    ),
  }
}

/**
 * A 422 on employer_match_limit when an employer match is given without its limit (see
 * matchLimitProblem). Only when the pair is new or changed: a record saved before this rule
 * must not block saving its other sections, and its match is left out of the recommendations.
 */
function checkMatchLimit(input: AdvisorDataInput, existing: AdvisorData | null) {
  const problem = matchLimitProblem(input.employer_match, input.employer_match_limit)
  if (problem === null) return
  const unchanged =
    existing !== null &&
    existing.employer_match === (input.employer_match ?? null) &&
    existing.employer_match_limit === (input.employer_match_limit ?? null)
  if (!unchanged) throw invalidField('employer_match_limit', problem)
}

/** Saves the whole record (create or replace); fields left out of the input are cleared. */
export async function saveAdvisorData(userId: number, input: AdvisorDataInput): Promise<AdvisorDataView> {
  const { AdvisorData } = getDb()
  const values = columns(input)
  const existing = await findRow(userId)
  checkMatchLimit(input, existing)
  if (existing) {
    await existing.update(values)
  } else {
    await AdvisorData.create({ user_id: userId, ...values }).catch(async (error: unknown) => {
      // Two racing first saves: the unique user_id lets one win; the other replaces it.
      const winner = error instanceof UniqueConstraintError ? await findRow(userId) : null
      if (!winner) throw error
      return winner.update(values)
    })
  }
  await bumpDataVersion(userId)
  return getAdvisorData(userId)
}

// ---------------------------------------------------------------- smart recommendations

/** The rules' view of the household, from the user's entries. */
export function householdFromEntries(entries: readonly EntryRow[]): HouseholdInput {
  // A 401(k) belongs to one earner and the advisor data does not say whose, so the plan
  // holder's pay is taken as the largest single employment-income entry: summing the
  // household's salaries (and separate bonus entries) would overstate the match.
  const salary = entries.filter(isEmploymentIncome).reduce((largest, e) => Math.max(largest, salaryYearCents(e)), 0)
  let stocks = 0
  let bonds = 0
  for (const e of entries) {
    if (e.category !== 'assets') continue
    stocks += Math.round((e.amount_cents * (e.stocks_percentage ?? 0)) / 100)
    bonds += Math.round((e.amount_cents * (e.bonds_percentage ?? 0)) / 100)
  }
  return {
    annual_salary_cents: salary > 0 ? salary : null,
    liabilities: entries
      .filter((e) => e.category === 'liabilities')
      .map((e) => ({
        id: e.id,
        subcategory: e.subcategory,
        description: e.description,
        balance_cents: e.amount_cents,
        interest_rate: e.interest_rate,
        remaining_months: e.remaining_months,
        minimum_payment_cents: e.minimum_payment_cents,
      })),
    invested_stocks_cents: stocks,
    invested_bonds_cents: bonds,
  }
}

export type SmartRecommendationsReport = {
  recommendations: SmartRecommendation[]
  hints: DataHint[]
  advisor: AdvisorDataView
}

const ADVISED_CATEGORIES = ['income', 'assets', 'liabilities'] as const

/** Every recommendation the user's data supports, highest yearly savings first, and hints for the rest. */
export async function smartRecommendationsFor(userId: number, asOf = new Date()): Promise<SmartRecommendationsReport> {
  // The rules read pay, holdings and debts: not the expense lines, most of a detailed household's entries.
  const [advisor, entries] = await Promise.all([getAdvisorData(userId), entriesOf(userId, ADVISED_CATEGORIES)])
  const result = smartRecommendations(
    withReadableMatch(advisor),
    householdFromEntries(entries),
    defaultAssumptions(asOf),
  )
  return { ...result, advisor }
}

/**
 * The record as the rules may read it: a match saved without its limit (before saving refused
 * one) is left out, so the rules ask for the match and its limit instead of guessing one.
 */
function withReadableMatch(advisor: AdvisorDataView): AdvisorDataView {
  const { employer_match, employer_match_limit } = advisor.retirement
  if (matchLimitProblem(employer_match, employer_match_limit) === null) return advisor
  return { ...advisor, retirement: { ...advisor.retirement, employer_match: null } }
}

/** The API's shape of a recommendation (spec 3.3): savings in dollars. */
export function toRecommendationJson(r: SmartRecommendation) {
  const { monthly_savings_cents, annual_savings_cents, ...rest } = r
  return {
    ...rest,
    monthly_savings: centsToDollars(monthly_savings_cents),
    annual_savings: centsToDollars(annual_savings_cents),
  }
}

/** GET /advisor/smart-recommendations: the recommendations, their totals in dollars, and the hints. */
export function toSmartRecommendationsJson(report: SmartRecommendationsReport) {
  const total = (key: 'monthly_savings_cents' | 'annual_savings_cents') =>
    centsToDollars(report.recommendations.reduce((sum, r) => sum + r[key], 0))
  return {
    recommendations: report.recommendations.map(toRecommendationJson),
    total_monthly_savings: total('monthly_savings_cents'),
    total_annual_savings: total('annual_savings_cents'),
    hints: report.hints,
  }
}
