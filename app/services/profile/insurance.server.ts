import { getDb, type InsurancePolicy } from '../../../db/index.ts'
import { insuranceGaps, type InsuranceGap } from '../../lib/insurance-gaps.ts'
import { centsToDollars } from '../../lib/money.ts'
import type { InsurancePolicyInput, InsurancePolicyPatch } from '../../schemas/insurance.ts'
import { ownedRows } from '../owned-rows.server.ts'
import { loadHouseholdFacts, todayIso } from '../finance/household-facts.server.ts'
import {
  centsFrom,
  detailsText,
  dollarsFrom,
  optionalFor,
  parseDetails,
  timestamps,
  withoutUndefined,
  writesFromInput,
  type WriteMode,
} from './columns.server.ts'

// Insurance policies. Money is integer cents in the database and dollars in what these
// functions return.

export const POLICY_NOT_FOUND = 'Policy not found'

export type InsurancePolicyDto = {
  id: number
  user_id: number
  policy_type: string
  policy_name: string
  coverage_amount: number | null
  annual_premium: number | null
  beneficiary_primary: string | null
  beneficiary_secondary: string | null
  policy_details: Record<string, unknown>
  created_at: string
  updated_at: string
}

export type CoverageByType = { count: number; total_coverage: number; total_premiums: number }

export type InsuranceSummary = {
  total_policies: number
  total_annual_premiums: number
  coverage_by_type: Record<string, CoverageByType>
  coverage_gaps: InsuranceGap[]
}

function toDto(row: InsurancePolicy): InsurancePolicyDto {
  return {
    id: row.id,
    user_id: row.user_id,
    policy_type: row.policy_type,
    policy_name: row.policy_name,
    coverage_amount: dollarsFrom(row.coverage_amount_cents),
    annual_premium: dollarsFrom(row.annual_premium_cents),
    beneficiary_primary: row.beneficiary_primary,
    beneficiary_secondary: row.beneficiary_secondary,
    policy_details: parseDetails(row.policy_details),
    ...timestamps(row),
  }
}

const policyRows = ownedRows(() => getDb().InsurancePolicy, {
  toDto,
  notFoundMessage: POLICY_NOT_FOUND,
  order: [
    ['policy_type', 'ASC'],
    ['id', 'ASC'],
  ],
})

export const listPolicies = policyRows.list
/** The user's policy, or a 404 AppError. */
export const getPolicy = policyRows.get
/** Deletes the user's policy, or throws a 404 AppError. */
export const deletePolicy = policyRows.remove

function columns(input: InsurancePolicyPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    policy_type: input.policy_type,
    policy_name: input.policy_name,
    coverage_amount_cents: v(centsFrom(input.coverage_amount)),
    annual_premium_cents: v(centsFrom(input.annual_premium)),
    beneficiary_primary: v(input.beneficiary_primary),
    beneficiary_secondary: v(input.beneficiary_secondary),
    policy_details: detailsText(input.policy_details),
  })
}

const writes = writesFromInput(policyRows, columns, (input: InsurancePolicyInput) => ({
  policy_type: input.policy_type,
  policy_name: input.policy_name,
  policy_details: JSON.stringify(input.policy_details ?? {}),
}))

export const createPolicy = writes.create
/** A 404 AppError when the user has no such policy. */
export const updatePolicy = writes.update

/** Totals are summed in cents and turned into dollars once, so they stay exact. */
export function summarizePolicies(policies: readonly InsurancePolicyDto[], gaps: InsuranceGap[]): InsuranceSummary {
  const byType = new Map<string, { count: number; coverage: number; premiums: number }>()
  let premiums = 0
  for (const policy of policies) {
    const group = byType.get(policy.policy_type) ?? { count: 0, coverage: 0, premiums: 0 }
    const premium = centsFrom(policy.annual_premium) ?? 0
    group.count += 1
    group.coverage += centsFrom(policy.coverage_amount) ?? 0
    group.premiums += premium
    premiums += premium
    byType.set(policy.policy_type, group)
  }
  return {
    total_policies: policies.length,
    total_annual_premiums: centsToDollars(premiums),
    coverage_by_type: Object.fromEntries(
      [...byType].map(([type, g]) => [
        type,
        { count: g.count, total_coverage: centsToDollars(g.coverage), total_premiums: centsToDollars(g.premiums) },
      ]),
    ),
    coverage_gaps: gaps,
  }
}

function gapsFor(policies: readonly InsurancePolicyDto[], household: Awaited<ReturnType<typeof loadHouseholdFacts>>) {
  return insuranceGaps(
    policies.map((p) => ({ policy_type: p.policy_type, coverage_amount_cents: centsFrom(p.coverage_amount) ?? null })),
    household,
  )
}

export async function getInsuranceSummary(userId: number, today = todayIso()): Promise<InsuranceSummary> {
  const [policies, household] = await Promise.all([listPolicies(userId), loadHouseholdFacts(userId, today)])
  return summarizePolicies(policies, gapsFor(policies, household))
}

/** The Insurance panel: policies and their summary, read once. */
export async function getInsurancePanel(userId: number, today = todayIso()) {
  const [policies, household] = await Promise.all([listPolicies(userId), loadHouseholdFacts(userId, today)])
  return { policies, summary: summarizePolicies(policies, gapsFor(policies, household)) }
}
