import type { Goal } from '../../../db/index.ts'
import { daysLeft, monthlyRequiredCents, todayIso } from '../../lib/goal-math.ts'
import { centsToDollars } from '../../lib/money.ts'
import { summaryQuality, type QualityCheck } from '../../lib/summary-quality.ts'
import { paramsOf } from '../goals/goal-json.server.ts'
import { summaryFinancials, type SummaryFinancials } from './financials.server.ts'
import { summaryRecommendations, type SummaryRecommendations } from './recommendations.server.ts'
import { llmText } from './llm-text.server.ts'
import { projectionOutlook, type ProjectionOutlook } from './projection-outlook.server.ts'
import { loadSummarySources, type SummarySources } from './sources.server.ts'

// The comprehensive summary (spec 03 §3): one picture of the household for the Financial
// Profile Data panel, the API and the language model, every figure computed from the user's
// own records by the services that own them. Money in cents here; summaryJson answers dollars
// as the other financial API routes do.

export type SummaryGoal = {
  goal_id: number
  name: string
  category: string
  status: string
  targetAmountCents: number
  target_date: string
  currentProgressCents: number
  progressPercentage: number
  monthlyRequiredCents: number
  yearsToGoal: number
}

export type ComprehensiveSummary = {
  user: { id: number; name: string; age: number | null; email: string; status: string }
  /** Goal preferences as saved (null when never saved) and the investment preferences. */
  preferences: {
    goals: NonNullable<SummarySources['preferences']> | null
    investment: SummarySources['investment']
    /** Where the risk tolerance comes from when the preferences do not say. */
    profileRiskTolerance: string | null
  }
  financials: SummaryFinancials
  goals: SummaryGoal[]
  recommendations: SummaryRecommendations
  /** The default plan's Monte Carlo outcome, or why there is none. */
  projections: ProjectionOutlook
  data_quality: QualityCheck
  database_metadata: { data_quality_score: number; last_updated: string | null; calculation_method: string }
  /** False for an account with nothing entered yet: the panel shows its empty state. */
  has_data: boolean
}

const CALCULATION_METHOD =
  'Computed at request time from your entries, profile, goals, preferences, advisor data, estate documents, insurance policies and the default projection; no sample values.'

function summaryGoal(goal: Goal, today: string): SummaryGoal {
  const monthly = monthlyRequiredCents({ ...goal.get(), params: paramsOf(goal), today })
  const open = goal.status === 'active' || goal.status === 'paused'
  return {
    goal_id: goal.id,
    name: goal.name,
    category: goal.category,
    status: goal.status,
    targetAmountCents: goal.target_amount_cents,
    target_date: goal.target_date,
    currentProgressCents: goal.current_amount_cents,
    progressPercentage: goal.progress_percentage,
    monthlyRequiredCents: open ? monthly : 0,
    yearsToGoal: Math.max(0, Math.round((daysLeft(goal.target_date, today) / 365.25) * 10) / 10),
  }
}

/** The newest change to any record the summary reads. */
function lastUpdated(s: SummarySources): string | null {
  const stamps = [
    s.entriesAt?.getTime(),
    s.profile ? Date.parse(s.profile.updated_at) : undefined,
    s.preferences ? Date.parse(s.preferences.updated_at) : undefined,
    s.advisor.advisor.updated_at ? Date.parse(s.advisor.advisor.updated_at) : undefined,
    ...s.goals.map((g) => g.updated_at.getTime()),
  ].filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
  return stamps.length ? new Date(Math.max(...stamps)).toISOString() : null
}

function qualityOf(s: SummarySources, f: SummaryFinancials) {
  // Filing status and bracket: the goal preferences', else the latest tax record's (the same fact).
  const tax = s.taxInfos[0]
  return summaryQuality({
    firstName: s.user.first_name,
    lastName: s.user.last_name,
    netWorthCents: f.netWorthCents,
    monthlyIncomeCents: f.monthlyIncomeCents,
    hasPreferences: s.preferences !== null,
    riskScore: s.preferences?.risk_score ?? null,
    investmentStyle: s.preferences?.investment_style ?? null,
    filingStatus: s.preferences?.tax_filing_status ?? tax?.filing_status ?? null,
    federalTaxBracket: s.preferences?.federal_tax_bracket ?? tax?.federal_tax_bracket ?? null,
    goalCount: s.goals.length,
    realEstatePercent: f.assetAllocation.realEstate.percentage,
  })
}

export async function getComprehensiveSummary(userId: number, now = new Date()): Promise<ComprehensiveSummary> {
  const s = await loadSummarySources(userId, now)
  const financials = summaryFinancials(s.totals)
  const today = todayIso(now)
  const quality = qualityOf(s, financials)
  const hasData = financials.entryCount > 0 || s.goals.length > 0
  return {
    user: {
      id: s.user.id,
      name: `${s.user.first_name} ${s.user.last_name}`.trim(),
      age: s.profile?.age ?? null,
      email: s.user.email,
      status: s.user.status,
    },
    preferences: {
      goals: s.preferences,
      investment: s.investment,
      profileRiskTolerance: s.profile?.risk_tolerance ?? null,
    },
    financials,
    goals: s.goals.filter((g) => g.status !== 'cancelled').map((g) => summaryGoal(g, today)),
    recommendations: summaryRecommendations(s, financials),
    projections: await projectionOutlook(userId, hasData),
    data_quality: quality,
    database_metadata: {
      data_quality_score: quality.score,
      last_updated: lastUpdated(s),
      calculation_method: CALCULATION_METHOD,
    },
    has_data: hasData,
  }
}

const dollars = centsToDollars

function financialsJson(f: SummaryFinancials) {
  const share = (a: { percentage: number; valueCents: number }) => ({
    percentage: a.percentage,
    value: dollars(a.valueCents),
  })
  return {
    netWorth: dollars(f.netWorthCents),
    totalAssets: dollars(f.totalAssetsCents),
    totalLiabilities: dollars(f.totalLiabilitiesCents),
    monthlyIncome: dollars(f.monthlyIncomeCents),
    monthlyExpenses: dollars(f.monthlyExpensesCents),
    monthlySurplus: dollars(f.monthlySurplusCents),
    monthlyLoanPayments: dollars(f.monthlyLoanPaymentsCents),
    savingsRate: f.savingsRate,
    debtToIncomeRatio: f.debtToIncomeRatio,
    debtToIncomeStatus: f.dtiStatus,
    emergencyFundCoverage: f.emergencyFundCoverage,
    assetAllocation: {
      realEstate: share(f.assetAllocation.realEstate),
      investments: share(f.assetAllocation.investments),
      cash: share(f.assetAllocation.cash),
      personalProperty: share(f.assetAllocation.personalProperty),
    },
    assets: f.assets.map((a) => ({ subcategory: a.subcategory, label: a.label, total: dollars(a.totalCents) })),
    liabilities: f.liabilities.map((l) => ({
      subcategory: l.subcategory,
      label: l.label,
      total: dollars(l.totalCents),
      monthly_payment: dollars(l.monthlyPaymentCents),
    })),
    entryCount: f.entryCount,
  }
}

function projectionsJson(p: ProjectionOutlook) {
  if (!p.available) return p
  const { medianNetWorthAtRetirementCents: atRetirement, medianNetWorthAtPlanningAgeCents: atEnd, ...rest } = p
  return {
    ...rest,
    dollars: 'real',
    medianNetWorthAtRetirement: dollars(atRetirement),
    medianNetWorthAtPlanningAge: dollars(atEnd),
  }
}

/** The API's shape (spec 03 §3): money in dollars, as /api/v1/financial/summary answers it. */
export function summaryJson(summary: ComprehensiveSummary) {
  return {
    user: summary.user,
    preferences: summary.preferences,
    financials: financialsJson(summary.financials),
    goals: summary.goals.map(({ targetAmountCents, currentProgressCents, monthlyRequiredCents: monthly, ...goal }) => ({
      ...goal,
      target_amount: dollars(targetAmountCents),
      currentProgress: dollars(currentProgressCents),
      monthlyRequired: dollars(monthly),
    })),
    recommendations: summary.recommendations,
    projections: projectionsJson(summary.projections),
    data_quality: summary.data_quality,
    database_metadata: summary.database_metadata,
    has_data: summary.has_data,
  }
}

/** The API's answer: the summary in dollars and its text for a language model. */
export async function getComprehensiveSummaryJson(userId: number) {
  const summary = await getComprehensiveSummary(userId)
  return { ...summaryJson(summary), llm_text: llmText(summary) }
}
