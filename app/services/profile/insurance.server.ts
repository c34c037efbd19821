import { getDb, type InsurancePolicy } from '../../../db/index.ts'
import { insuranceGaps, type InsuranceGap } from '../../lib/insurance-gaps.ts'
import { centsToDollars, dollarsToCents } from '../../lib/money.ts'
import {
  POLICY_TYPE_LABELS,
  POLICY_TYPES,
  type InsurancePolicyInput,
  type InsurancePolicyPatch,
} from '../../schemas/insurance.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { loadHouseholdFacts, todayIso } from '../finance/household-facts.server.ts'

// Insurance policies. Every query names the user, so another user's id is "not found".
// Money is integer cents in the database and dollars in what these functions return.

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

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents))
const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? amount : dollarsToCents(amount)

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
  } catch {
    return {}
  }
}

function toDto(row: InsurancePolicy): InsurancePolicyDto {
  return {
    id: row.id,
    user_id: row.user_id,
    policy_type: row.policy_type,
    policy_name: row.policy_name,
    coverage_amount: dollars(row.coverage_amount_cents),
    annual_premium: dollars(row.annual_premium_cents),
    beneficiary_primary: row.beneficiary_primary,
    beneficiary_secondary: row.beneficiary_secondary,
    policy_details: parseDetails(row.policy_details),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export function listPolicyTypes() {
  return POLICY_TYPES.map((value) => ({ value, label: POLICY_TYPE_LABELS[value] }))
}

export async function listPolicies(userId: number): Promise<InsurancePolicyDto[]> {
  const rows = await getDb().InsurancePolicy.findAll({
    where: { user_id: userId },
    order: [
      ['policy_type', 'ASC'],
      ['id', 'ASC'],
    ],
  })
  return rows.map(toDto)
}

async function findRow(userId: number, id: number) {
  return getDb().InsurancePolicy.findOne({ where: { id, user_id: userId } })
}

export async function getPolicy(userId: number, id: number): Promise<InsurancePolicyDto | null> {
  const row = await findRow(userId, id)
  return row ? toDto(row) : null
}

function columns(input: InsurancePolicyPatch, mode: 'merge' | 'replace') {
  const v = <T>(value: T | null | undefined) => (value === undefined && mode === 'replace' ? null : value)
  const out: Partial<Record<keyof InsurancePolicy, unknown>> = {
    policy_type: input.policy_type,
    policy_name: input.policy_name,
    coverage_amount_cents: v(cents(input.coverage_amount)),
    annual_premium_cents: v(cents(input.annual_premium)),
    beneficiary_primary: v(input.beneficiary_primary),
    beneficiary_secondary: v(input.beneficiary_secondary),
    policy_details: input.policy_details === undefined ? undefined : JSON.stringify(input.policy_details),
  }
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined))
}

export async function createPolicy(userId: number, input: InsurancePolicyInput): Promise<InsurancePolicyDto> {
  const row = await getDb().InsurancePolicy.create({
    ...columns(input, 'replace'),
    user_id: userId,
    policy_type: input.policy_type,
    policy_name: input.policy_name,
    policy_details: JSON.stringify(input.policy_details ?? {}),
  })
  await bumpDataVersion(userId)
  await row.reload()
  return toDto(row)
}

/** Null when the user has no such policy. */
export async function updatePolicy(
  userId: number,
  id: number,
  input: InsurancePolicyPatch,
  mode: 'merge' | 'replace' = 'merge',
): Promise<InsurancePolicyDto | null> {
  const row = await findRow(userId, id)
  if (!row) return null
  await row.update(columns(input, mode))
  await bumpDataVersion(userId)
  await row.reload()
  return toDto(row)
}

/** False when the user has no such policy. */
export async function deletePolicy(userId: number, id: number): Promise<boolean> {
  const count = await getDb().InsurancePolicy.destroy({ where: { id, user_id: userId } })
  if (count === 0) return false
  await bumpDataVersion(userId)
  return true
}

/** Totals are summed in cents and turned into dollars once, so they stay exact. */
export function summarizePolicies(policies: readonly InsurancePolicyDto[], gaps: InsuranceGap[]): InsuranceSummary {
  const byType = new Map<string, { count: number; coverage: number; premiums: number }>()
  let premiums = 0
  for (const policy of policies) {
    const group = byType.get(policy.policy_type) ?? { count: 0, coverage: 0, premiums: 0 }
    const premium = cents(policy.annual_premium) ?? 0
    group.count += 1
    group.coverage += cents(policy.coverage_amount) ?? 0
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
    policies.map((p) => ({ policy_type: p.policy_type, coverage_amount_cents: cents(p.coverage_amount) ?? null })),
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
