import { getDb, type FamilyMember } from '../../../db/index.ts'
import type { FamilyMemberInput, FamilyMemberPatch } from '../../schemas/profile.ts'
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

// The household's family members (spouse, children, other dependents).

export const FAMILY_MEMBER_NOT_FOUND = 'Family member not found'

export type FamilyMemberDto = {
  id: number
  user_id: number
  relationship_type: string
  name: string
  age: number | null
  date_of_birth: string | null
  income: number | null
  retirement_savings: number | null
  education_fund_target: number | null
  notes: string | null
  created_at: string
  updated_at: string
}

function toFamilyMemberDto(row: FamilyMember): FamilyMemberDto {
  return {
    id: row.id,
    user_id: row.user_id,
    relationship_type: row.relationship_type,
    name: row.name,
    age: row.age,
    date_of_birth: row.date_of_birth,
    income: dollarsFrom(row.income_cents),
    retirement_savings: dollarsFrom(row.retirement_savings_cents),
    education_fund_target: dollarsFrom(row.education_fund_target_cents),
    notes: row.notes,
    ...timestamps(row),
  }
}

function familyColumns(input: FamilyMemberPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    name: input.name,
    relationship_type: input.relationship_type,
    age: v(input.age),
    date_of_birth: v(input.date_of_birth),
    income_cents: v(centsFrom(input.income)),
    retirement_savings_cents: v(centsFrom(input.retirement_savings)),
    education_fund_target_cents: v(centsFrom(input.education_fund_target)),
    notes: v(input.notes),
  })
}

const members = ownedRows(() => getDb().FamilyMember, {
  toDto: toFamilyMemberDto,
  notFoundMessage: FAMILY_MEMBER_NOT_FOUND,
})

export const listFamilyMembers = members.list
/** The user's family member, or a 404 AppError. */
export const getFamilyMember = members.get
/** Deletes the user's family member, or throws a 404 AppError. */
export const deleteFamilyMember = members.remove

const writes = writesFromInput(members, familyColumns, (input: FamilyMemberInput) => ({
  name: input.name,
  relationship_type: input.relationship_type,
}))

export const createFamilyMember = writes.create
/** A 404 AppError when the user has no such family member. */
export const updateFamilyMember = writes.update
