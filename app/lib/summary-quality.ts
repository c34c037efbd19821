// The comprehensive summary's data-quality check (spec 03 §5): start at 100 and take off a
// fixed number of points for each thing the advisor would be missing. Errors make the summary
// invalid; warnings only cost points. The score never goes below 0.

export type QualityDeduction = { key: string; points: number; severity: 'error' | 'warning'; reason: string }

export type QualityFacts = {
  firstName: string
  lastName: string
  netWorthCents: number
  monthlyIncomeCents: number
  /** Whether goal preferences were ever saved; the per-field warnings only apply when they were. */
  hasPreferences: boolean
  riskScore: number | null
  investmentStyle: string | null
  filingStatus: string | null
  federalTaxBracket: number | null
  goalCount: number
  realEstatePercent: number
}

export type QualityCheck = { score: number; is_valid: boolean; deductions: QualityDeduction[] }

/** Names a sign-up form fills in when the person did not: they say nothing about who the plan is for. */
const GENERIC_NAMES = new Set(['', 'user', 'test', 'test user', 'demo', 'demo user', 'unknown', 'n/a', 'na', 'name'])

export function isGenericName(first: string, last: string) {
  const full = `${first} ${last}`.trim().toLowerCase().replace(/\s+/g, ' ')
  return GENERIC_NAMES.has(full) || GENERIC_NAMES.has(first.trim().toLowerCase())
}

const REAL_ESTATE_CONCENTRATION_PERCENT = 60

function preferenceWarnings(facts: QualityFacts): QualityDeduction[] {
  const missing: QualityDeduction[] = []
  const warn = (key: string, points: number, reason: string) =>
    missing.push({ key, points, severity: 'warning', reason })
  if (facts.riskScore === null) warn('missing_risk_score', 5, 'No risk score in your preferences')
  if (!facts.investmentStyle) warn('missing_investment_style', 5, 'No investment style in your preferences')
  if (!facts.filingStatus) warn('missing_filing_status', 10, 'No tax filing status')
  if (facts.federalTaxBracket === null) warn('missing_tax_bracket', 10, 'No federal tax bracket')
  return missing
}

export function summaryQuality(facts: QualityFacts): QualityCheck {
  const deductions: QualityDeduction[] = []
  const error = (key: string, points: number, reason: string) =>
    deductions.push({ key, points, severity: 'error', reason })
  if (isGenericName(facts.firstName, facts.lastName)) error('generic_name', 20, 'Your name is missing or generic')
  if (facts.netWorthCents === 0) error('zero_net_worth', 30, 'Net worth is zero: no assets or debts entered')
  if (facts.monthlyIncomeCents === 0) error('zero_income', 20, 'No monthly or annual income entered')
  if (!facts.hasPreferences) error('missing_preferences', 25, 'Goal preferences have not been saved')
  else deductions.push(...preferenceWarnings(facts))
  if (facts.goalCount === 0) {
    deductions.push({ key: 'no_goals', points: 10, severity: 'warning', reason: 'No financial goals set' })
  }
  if (facts.realEstatePercent > REAL_ESTATE_CONCENTRATION_PERCENT) {
    deductions.push({
      key: 'real_estate_concentration',
      points: 5,
      severity: 'warning',
      reason: `Real estate is more than ${REAL_ESTATE_CONCENTRATION_PERCENT}% of assets`,
    })
  }
  const lost = deductions.reduce((sum, d) => sum + d.points, 0)
  return {
    score: Math.max(0, 100 - lost),
    is_valid: deductions.every((d) => d.severity !== 'error'),
    deductions,
  }
}
