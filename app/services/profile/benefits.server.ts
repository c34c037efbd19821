import { getDb, type Benefit } from '../../../db/index.ts'
import type { BenefitInput, BenefitPatch } from '../../schemas/profile.ts'
import { ownedRows } from '../owned-rows.server.ts'
import {
  centsFrom,
  dollarsFrom,
  optionalFor,
  timestamps,
  withoutUndefined,
  writesFromInput,
  type WriteMode,
} from './columns.server.ts'

// Benefits the household receives or expects: Social Security, pensions and the like.

export const BENEFIT_NOT_FOUND = 'Benefit not found'

export type BenefitDto = {
  id: number
  user_id: number
  benefit_type: string
  benefit_name: string
  estimated_monthly_benefit: number | null
  eligibility_date: string | null
  notes: string | null
  created_at: string
  updated_at: string
}

function toBenefitDto(row: Benefit): BenefitDto {
  return {
    id: row.id,
    user_id: row.user_id,
    benefit_type: row.benefit_type,
    benefit_name: row.benefit_name,
    estimated_monthly_benefit: dollarsFrom(row.estimated_monthly_benefit_cents),
    eligibility_date: row.eligibility_date,
    notes: row.notes,
    ...timestamps(row),
  }
}

function benefitColumns(input: BenefitPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    benefit_type: input.benefit_type,
    benefit_name: input.benefit_name,
    estimated_monthly_benefit_cents: v(centsFrom(input.estimated_monthly_benefit)),
    eligibility_date: v(input.eligibility_date),
    notes: v(input.notes),
  })
}

const benefits = ownedRows(() => getDb().Benefit, { toDto: toBenefitDto, notFoundMessage: BENEFIT_NOT_FOUND })

export const listBenefits = benefits.list
/** The user's benefit, or a 404 AppError. */
export const getBenefit = benefits.get
/** Deletes the user's benefit, or throws a 404 AppError. */
export const deleteBenefit = benefits.remove

const writes = writesFromInput(benefits, benefitColumns, (input: BenefitInput) => ({
  benefit_type: input.benefit_type,
  benefit_name: input.benefit_name,
}))

export const createBenefit = writes.create
/** A 404 AppError when the user has no such benefit. */
export const updateBenefit = writes.update
