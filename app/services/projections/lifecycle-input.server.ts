import { lifecyclePlan, type LifecyclePlan, type PlanOptions } from '../../lib/lifecycle-plan.ts'
import { dollarsToCents } from '../../lib/money.ts'
import { normalizeFilingStatus } from '../../lib/tax/tables.ts'
import type { Assumptions } from '../../schemas/projections.ts'
import { getAdvisorData } from '../advisor/advisor.server.ts'
import { entryTotals } from '../finance/entry-totals.server.ts'
import { holderSalaryYearCents } from '../finance/holder-pay.server.ts'
import { retirementGoalOf } from '../goals/goal-json.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { getPreferences } from '../goals/preferences.server.ts'
import { listBenefits, type BenefitDto } from '../profile/benefits.server.ts'
import { getProfile } from '../profile/personal.server.ts'
import { listTaxInfo } from '../profile/tax-info.server.ts'

// Reads what the lifecycle plan needs from one user's records, each once, and hands them to the
// pure builder (app/lib/lifecycle-plan.ts). Entries arrive aggregated in SQL (entry-totals).

function benefitOf(benefits: BenefitDto[], type: string) {
  const row = benefits.find((b) => b.benefit_type === type && (b.estimated_monthly_benefit ?? 0) > 0)
  const monthlyCents = row ? dollarsToCents(row.estimated_monthly_benefit ?? 0) : null
  return row && monthlyCents ? { monthlyCents, eligibilityDate: row.eligibility_date } : null
}

/** The household's plan for the lifecycle engine; `today` is an ISO date (tests pass their own). */
export async function buildLifecyclePlan(
  userId: number,
  assumptions: Assumptions,
  options: PlanOptions,
  today = new Date().toISOString().slice(0, 10),
): Promise<LifecyclePlan> {
  const [totals, holderSalary, profile, preferences, advisor, benefits, taxInfo, goals] = await Promise.all([
    entryTotals(userId),
    holderSalaryYearCents(userId),
    getProfile(userId),
    getPreferences(userId),
    getAdvisorData(userId),
    listBenefits(userId),
    listTaxInfo(userId),
    listGoals(userId),
  ])
  const { stock_percentage: stocks, bond_percentage: bonds } = advisor.investments
  return lifecyclePlan(
    {
      today,
      birthDate: profile?.date_of_birth ? profile.date_of_birth.slice(0, 10) : null,
      age: profile?.age ?? null,
      preferredRetirementAge: preferences?.retirement_age ?? null,
      retirementGoal: retirementGoalOf(goals),
      filingStatus:
        normalizeFilingStatus(taxInfo[0]?.filing_status) ?? normalizeFilingStatus(preferences?.tax_filing_status),
      assets: totals.assets,
      liabilities: totals.liabilities,
      monthlyIncomeCents: totals.monthlyIncomeCents,
      monthlyExpensesCents: totals.monthlyExpensesCents,
      salaryYearCents: totals.salaryYearCents,
      holderSalaryYearCents: holderSalary,
      k401: {
        percent: advisor.retirement.contribution_percent,
        matchPercent: advisor.retirement.employer_match,
        matchLimitPercent: advisor.retirement.employer_match_limit,
      },
      targetMix: stocks !== null && bonds !== null ? { stocks, bonds } : null,
      socialSecurity: benefitOf(benefits, 'social_security'),
      pension: benefitOf(benefits, 'pension'),
      assumptions,
    },
    options,
  )
}
