import { formatCents } from './format.ts'
import type { HouseholdFacts } from './household-facts.ts'

// Coverage gaps the household's own data shows. Each rule and its threshold:
// - Life: at least one dependent (a minor, or someone recorded as a dependent) and earned
//   income above 0, but no life policy. With a life policy, coverage below 10 times annual
//   earned income (a common rule of thumb for replacing income) is noted as a shortfall.
// - Disability: earned income above 0 and neither a disability policy nor a disability
//   benefit on the Benefits tab.
// - Homeowners: real estate owned (or a mortgage) and no homeowners policy.
// - Auto: an auto loan and no auto policy (liability cover is required in almost every state,
//   and lenders require collision cover).

export const LIFE_COVERAGE_INCOME_MULTIPLE = 10

export type InsuranceGapKey = 'life' | 'life_shortfall' | 'disability' | 'homeowners' | 'auto'
export type InsuranceGap = { key: InsuranceGapKey; title: string; reason: string }

export type PolicyFact = { policy_type: string; coverage_amount_cents: number | null }

export function insuranceGaps(policies: readonly PolicyFact[], household: HouseholdFacts): InsuranceGap[] {
  const has = (type: string) => policies.some((p) => p.policy_type === type)
  const gaps: InsuranceGap[] = []
  const income = household.annualEarnedIncomeCents
  if (household.dependents > 0 && income > 0) {
    if (!has('life')) {
      gaps.push({
        key: 'life',
        title: 'No life insurance',
        reason: `${household.dependents === 1 ? 'Someone depends' : `${household.dependents} people depend`} on your earned income of ${formatCents(income)} a year, and no life policy would replace it.`,
      })
    } else {
      const coverage = policies
        .filter((p) => p.policy_type === 'life')
        .reduce((sum, p) => sum + (p.coverage_amount_cents ?? 0), 0)
      const target = income * LIFE_COVERAGE_INCOME_MULTIPLE
      if (coverage < target) {
        gaps.push({
          key: 'life_shortfall',
          title: 'Life coverage may be low',
          reason: `Your life coverage of ${formatCents(coverage)} is below ${LIFE_COVERAGE_INCOME_MULTIPLE} times your earned income (${formatCents(target)}), a common guide for dependents.`,
        })
      }
    }
  }
  if (income > 0 && !has('disability') && !household.hasDisabilityBenefit) {
    gaps.push({
      key: 'disability',
      title: 'No disability insurance',
      reason: `Your household relies on earned income of ${formatCents(income)} a year, and nothing would replace it if an illness or injury stopped you working.`,
    })
  }
  if (household.ownsRealEstate && !has('homeowners')) {
    gaps.push({
      key: 'homeowners',
      title: 'No homeowners policy',
      reason: 'You own real estate (or carry a mortgage) but have no homeowners policy on file.',
    })
  }
  if (household.hasAutoLoan && !has('auto')) {
    gaps.push({
      key: 'auto',
      title: 'No auto policy',
      reason: 'You have an auto loan but no auto policy on file; lenders and almost every state require one.',
    })
  }
  return gaps
}
