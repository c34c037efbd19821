import { UniqueConstraintError, type Model } from 'sequelize'
import { getDb, type Benefit, type FamilyMember, type TaxInfo, type UserProfile } from '../../../db/index.ts'
import { centsToDollars, dollarsToCents } from '../../lib/money.ts'
import {
  isClearableProfileField,
  type BenefitInput,
  type BenefitPatch,
  type FamilyMemberInput,
  type FamilyMemberPatch,
  type ProfileInput,
  type TaxInfoInput,
  type TaxInfoPatch,
} from '../../schemas/profile.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'

// The profile domain: personal details, family members, benefits and tax information.
// Every query names the user, so a row id from the outside never reaches another user's data.
// Money is integer cents in the database and dollars in what these functions return.

export const PROFILE_NOT_FOUND = 'Profile not found'
export const FAMILY_MEMBER_NOT_FOUND = 'Family member not found'
export const BENEFIT_NOT_FOUND = 'Benefit not found'
export const TAX_INFO_NOT_FOUND = 'Tax information not found'
export const UNKNOWN_PROFILE_FIELD = 'Unknown profile field'

export type ProfileDto = {
  id: number
  user_id: number
  age: number | null
  date_of_birth: string | null
  gender: string | null
  marital_status: string | null
  state: string | null
  city: string | null
  phone: string | null
  address: string | null
  zip_code: string | null
  emergency_contact: string | null
  employment_status: string | null
  occupation: string | null
  risk_tolerance: string | null
  notes: string | null
  created_at: string
  updated_at: string
}

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

export type TaxInfoDto = {
  id: number
  user_id: number
  tax_year: number
  filing_status: string | null
  federal_tax_bracket: number | null
  effective_tax_rate: number | null
  adjusted_gross_income: number | null
  notes: string | null
  state_tax_rate: number | null
  charitable_giving_annual: number | null
  itemized_deduction_total: number | null
  tax_loss_harvesting_enabled: boolean
  backdoor_roth_eligible: boolean
  mega_backdoor_roth_available: boolean
  created_at: string
  updated_at: string
}

export type CompleteProfile = {
  profile: ProfileDto | null
  family_members: FamilyMemberDto[]
  benefits: BenefitDto[]
  /** The most recent tax year's record: the panels that read it want one current picture. */
  tax_info: TaxInfoDto | null
}

/**
 * 'merge' (API PATCH) changes only the fields given; 'replace' (a form save, API POST of the
 * profile) writes every field, so one left blank is cleared.
 */
export type WriteMode = 'merge' | 'replace'

export type TaxInfoWriteResult =
  | { ok: true; taxInfo: TaxInfoDto }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 409; field: 'tax_year'; message: string }

export type ClearProfileFieldResult =
  { ok: true; profile: ProfileDto } | { ok: false; status: 400 | 404; message: string }

// ---- Mapping ----

const iso = (date: Date) => date.toISOString()
const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents))
const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? amount : dollarsToCents(amount)

function toProfileDto(row: UserProfile): ProfileDto {
  return {
    id: row.id,
    user_id: row.user_id,
    age: row.age,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    marital_status: row.marital_status,
    state: row.state,
    city: row.city,
    phone: row.phone,
    address: row.address,
    zip_code: row.zip_code,
    emergency_contact: row.emergency_contact,
    employment_status: row.employment_status,
    occupation: row.occupation,
    risk_tolerance: row.risk_tolerance,
    notes: row.notes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function toFamilyMemberDto(row: FamilyMember): FamilyMemberDto {
  return {
    id: row.id,
    user_id: row.user_id,
    relationship_type: row.relationship_type,
    name: row.name,
    age: row.age,
    date_of_birth: row.date_of_birth,
    income: dollars(row.income_cents),
    retirement_savings: dollars(row.retirement_savings_cents),
    education_fund_target: dollars(row.education_fund_target_cents),
    notes: row.notes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function toBenefitDto(row: Benefit): BenefitDto {
  return {
    id: row.id,
    user_id: row.user_id,
    benefit_type: row.benefit_type,
    benefit_name: row.benefit_name,
    estimated_monthly_benefit: dollars(row.estimated_monthly_benefit_cents),
    eligibility_date: row.eligibility_date,
    notes: row.notes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function toTaxInfoDto(row: TaxInfo): TaxInfoDto {
  return {
    id: row.id,
    user_id: row.user_id,
    tax_year: row.tax_year,
    filing_status: row.filing_status,
    federal_tax_bracket: row.federal_tax_bracket,
    effective_tax_rate: row.effective_tax_rate,
    adjusted_gross_income: dollars(row.adjusted_gross_income_cents),
    notes: row.notes,
    state_tax_rate: row.state_tax_rate,
    charitable_giving_annual: dollars(row.charitable_giving_annual_cents),
    itemized_deduction_total: dollars(row.itemized_deduction_total_cents),
    // MySQL hands TINYINT(1) back as 0/1.
    tax_loss_harvesting_enabled: Boolean(row.tax_loss_harvesting_enabled),
    backdoor_roth_eligible: Boolean(row.backdoor_roth_eligible),
    mega_backdoor_roth_available: Boolean(row.mega_backdoor_roth_available),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/** Re-reads a row after a write, so answers show what the database kept (MySQL drops milliseconds). */
async function asStored<Row extends Model>(row: Row): Promise<Row> {
  await row.reload()
  return row
}

/** Drops the keys left undefined, so an update never touches a field nobody named. */
function withoutUndefined<T extends object>(values: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== undefined) out[key] = values[key]
  }
  return out
}

/** In 'replace' mode an optional field that was not given becomes null (cleared). */
function optionalFor(mode: WriteMode) {
  return <V>(value: V | null | undefined): V | null | undefined =>
    value === undefined && mode === 'replace' ? null : value
}

function profileColumns(input: ProfileInput, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    age: v(input.age),
    date_of_birth: v(input.date_of_birth),
    gender: v(input.gender),
    marital_status: v(input.marital_status),
    state: v(input.state),
    city: v(input.city),
    phone: v(input.phone),
    address: v(input.address),
    zip_code: v(input.zip_code),
    emergency_contact: v(input.emergency_contact),
    employment_status: v(input.employment_status),
    occupation: v(input.occupation),
    risk_tolerance: v(input.risk_tolerance),
    notes: v(input.notes),
  })
}

function familyColumns(input: FamilyMemberPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    name: input.name,
    relationship_type: input.relationship_type,
    age: v(input.age),
    date_of_birth: v(input.date_of_birth),
    income_cents: v(cents(input.income)),
    retirement_savings_cents: v(cents(input.retirement_savings)),
    education_fund_target_cents: v(cents(input.education_fund_target)),
    notes: v(input.notes),
  })
}

function benefitColumns(input: BenefitPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    benefit_type: input.benefit_type,
    benefit_name: input.benefit_name,
    estimated_monthly_benefit_cents: v(cents(input.estimated_monthly_benefit)),
    eligibility_date: v(input.eligibility_date),
    notes: v(input.notes),
  })
}

function taxColumns(input: TaxInfoPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    tax_year: input.tax_year,
    filing_status: v(input.filing_status),
    federal_tax_bracket: v(input.federal_tax_bracket),
    effective_tax_rate: v(input.effective_tax_rate),
    adjusted_gross_income_cents: v(cents(input.adjusted_gross_income)),
    notes: v(input.notes),
    // The tax panel's fields are not on the profile's Tax Information form, so a 'replace'
    // save from that form must not clear them: they change only when given (the tax panel
    // always gives them all, with null for a blank).
    state_tax_rate: input.state_tax_rate,
    charitable_giving_annual_cents: cents(input.charitable_giving_annual),
    itemized_deduction_total_cents: cents(input.itemized_deduction_total),
    tax_loss_harvesting_enabled: input.tax_loss_harvesting_enabled,
    backdoor_roth_eligible: input.backdoor_roth_eligible,
    mega_backdoor_roth_available: input.mega_backdoor_roth_available,
  })
}

// ---- Profile ----

async function findProfileRow(userId: number) {
  return getDb().UserProfile.findOne({ where: { user_id: userId } })
}

export async function getProfile(userId: number): Promise<ProfileDto | null> {
  const row = await findProfileRow(userId)
  return row ? toProfileDto(row) : null
}

async function writeProfile(userId: number, input: ProfileInput, mode: WriteMode): Promise<ProfileDto> {
  const { UserProfile } = getDb()
  const columns = profileColumns(input, mode)
  let row = await findProfileRow(userId)
  if (!row) {
    try {
      row = await UserProfile.create({ ...profileColumns(input, 'replace'), user_id: userId })
    } catch (error) {
      // Two first saves raced: the unique user_id kept one row; apply this save to it.
      if (!(error instanceof UniqueConstraintError)) throw error
      row = await findProfileRow(userId)
      if (!row) throw error
      await row.update(columns)
    }
  } else {
    await row.update(columns)
  }
  await bumpDataVersion(userId)
  return toProfileDto(await asStored(row))
}

/** Create or replace the profile: fields not given are cleared (the Personal Information form, API POST). */
export async function upsertProfile(userId: number, input: ProfileInput): Promise<ProfileDto> {
  return writeProfile(userId, input, 'replace')
}

/** Change only the fields given (API PATCH); null clears one. Creates the profile when there is none. */
export async function patchProfile(userId: number, input: ProfileInput): Promise<ProfileDto> {
  return writeProfile(userId, input, 'merge')
}

/**
 * Clears one profile field, for the financial screen's profile-derived rows.
 * Only the fields those rows show can be cleared; anything else is 'Unknown profile field'.
 */
export async function clearProfileField(userId: number, field: string): Promise<ClearProfileFieldResult> {
  if (!isClearableProfileField(field)) return { ok: false, status: 400, message: UNKNOWN_PROFILE_FIELD }
  const row = await findProfileRow(userId)
  if (!row) return { ok: false, status: 404, message: PROFILE_NOT_FOUND }
  row.set(field, null)
  await row.save()
  await bumpDataVersion(userId)
  return { ok: true, profile: toProfileDto(await asStored(row)) }
}

const DETAIL_FIELDS = [
  'age',
  'date_of_birth',
  'gender',
  'marital_status',
  'state',
  'city',
  'phone',
  'address',
  'zip_code',
  'emergency_contact',
  'employment_status',
  'occupation',
  'risk_tolerance',
  'notes',
] as const

/** A profile row with every field empty (e.g. after clearing them all) counts as not filled in. */
export function hasProfileDetails(profile: ProfileDto | null): boolean {
  return profile !== null && DETAIL_FIELDS.some((field) => profile[field] !== null)
}

// ---- Family members ----

async function findFamilyRow(userId: number, id: number) {
  return getDb().FamilyMember.findOne({ where: { id, user_id: userId } })
}

export async function listFamilyMembers(userId: number): Promise<FamilyMemberDto[]> {
  const rows = await getDb().FamilyMember.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] })
  return rows.map(toFamilyMemberDto)
}

export async function getFamilyMember(userId: number, id: number): Promise<FamilyMemberDto | null> {
  const row = await findFamilyRow(userId, id)
  return row ? toFamilyMemberDto(row) : null
}

export async function createFamilyMember(userId: number, input: FamilyMemberInput): Promise<FamilyMemberDto> {
  const row = await getDb().FamilyMember.create({
    ...familyColumns(input, 'replace'),
    user_id: userId,
    name: input.name,
    relationship_type: input.relationship_type,
  })
  await bumpDataVersion(userId)
  return toFamilyMemberDto(await asStored(row))
}

/** Null when the user has no such family member. */
export async function updateFamilyMember(
  userId: number,
  id: number,
  input: FamilyMemberPatch,
  mode: WriteMode = 'merge',
): Promise<FamilyMemberDto | null> {
  const row = await findFamilyRow(userId, id)
  if (!row) return null
  await row.update(familyColumns(input, mode))
  await bumpDataVersion(userId)
  return toFamilyMemberDto(await asStored(row))
}

/** False when the user has no such family member. */
export async function deleteFamilyMember(userId: number, id: number): Promise<boolean> {
  const count = await getDb().FamilyMember.destroy({ where: { id, user_id: userId } })
  if (count === 0) return false
  await bumpDataVersion(userId)
  return true
}

// ---- Benefits ----

async function findBenefitRow(userId: number, id: number) {
  return getDb().Benefit.findOne({ where: { id, user_id: userId } })
}

export async function listBenefits(userId: number): Promise<BenefitDto[]> {
  const rows = await getDb().Benefit.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] })
  return rows.map(toBenefitDto)
}

export async function getBenefit(userId: number, id: number): Promise<BenefitDto | null> {
  const row = await findBenefitRow(userId, id)
  return row ? toBenefitDto(row) : null
}

export async function createBenefit(userId: number, input: BenefitInput): Promise<BenefitDto> {
  const row = await getDb().Benefit.create({
    ...benefitColumns(input, 'replace'),
    user_id: userId,
    benefit_type: input.benefit_type,
    benefit_name: input.benefit_name,
  })
  await bumpDataVersion(userId)
  return toBenefitDto(await asStored(row))
}

/** Null when the user has no such benefit. */
export async function updateBenefit(
  userId: number,
  id: number,
  input: BenefitPatch,
  mode: WriteMode = 'merge',
): Promise<BenefitDto | null> {
  const row = await findBenefitRow(userId, id)
  if (!row) return null
  await row.update(benefitColumns(input, mode))
  await bumpDataVersion(userId)
  return toBenefitDto(await asStored(row))
}

/** False when the user has no such benefit. */
export async function deleteBenefit(userId: number, id: number): Promise<boolean> {
  const count = await getDb().Benefit.destroy({ where: { id, user_id: userId } })
  if (count === 0) return false
  await bumpDataVersion(userId)
  return true
}

// ---- Tax info ----

async function findTaxRow(userId: number, id: number) {
  return getDb().TaxInfo.findOne({ where: { id, user_id: userId } })
}

const duplicateYear = (year: number) =>
  ({
    ok: false,
    status: 409,
    field: 'tax_year',
    message: `Tax information for ${year} already exists. Edit that record instead.`,
  }) as const

/** Newest tax year first; only the given year when taxYear is set. */
export async function listTaxInfo(userId: number, options: { taxYear?: number } = {}): Promise<TaxInfoDto[]> {
  const where = options.taxYear === undefined ? { user_id: userId } : { user_id: userId, tax_year: options.taxYear }
  const rows = await getDb().TaxInfo.findAll({ where, order: [['tax_year', 'DESC']] })
  return rows.map(toTaxInfoDto)
}

export async function getTaxInfo(userId: number, id: number): Promise<TaxInfoDto | null> {
  const row = await findTaxRow(userId, id)
  return row ? toTaxInfoDto(row) : null
}

/** One record per tax year: a second one for the same year is refused (409) rather than hidden. */
export async function createTaxInfo(userId: number, input: TaxInfoInput): Promise<TaxInfoWriteResult> {
  const { TaxInfo } = getDb()
  if (await TaxInfo.findOne({ where: { user_id: userId, tax_year: input.tax_year }, attributes: ['id'] })) {
    return duplicateYear(input.tax_year)
  }
  try {
    const row = await TaxInfo.create({ ...taxColumns(input, 'replace'), user_id: userId, tax_year: input.tax_year })
    await bumpDataVersion(userId)
    return { ok: true, taxInfo: toTaxInfoDto(await asStored(row)) }
  } catch (error) {
    if (error instanceof UniqueConstraintError) return duplicateYear(input.tax_year)
    throw error
  }
}

export async function updateTaxInfo(
  userId: number,
  id: number,
  input: TaxInfoPatch,
  mode: WriteMode = 'merge',
): Promise<TaxInfoWriteResult> {
  const { TaxInfo } = getDb()
  const row = await findTaxRow(userId, id)
  if (!row) return { ok: false, status: 404, message: TAX_INFO_NOT_FOUND }
  const year = input.tax_year
  if (year !== undefined && year !== row.tax_year) {
    if (await TaxInfo.findOne({ where: { user_id: userId, tax_year: year }, attributes: ['id'] })) {
      return duplicateYear(year)
    }
  }
  try {
    await row.update(taxColumns(input, mode))
  } catch (error) {
    if (error instanceof UniqueConstraintError && year !== undefined) return duplicateYear(year)
    throw error
  }
  await bumpDataVersion(userId)
  return { ok: true, taxInfo: toTaxInfoDto(await asStored(row)) }
}

/** False when the user has no such tax record. */
export async function deleteTaxInfo(userId: number, id: number): Promise<boolean> {
  const count = await getDb().TaxInfo.destroy({ where: { id, user_id: userId } })
  if (count === 0) return false
  await bumpDataVersion(userId)
  return true
}

// ---- Whole profile ----

type ProfileParts = {
  profile: ProfileDto | null
  family_members: FamilyMemberDto[]
  benefits: BenefitDto[]
  tax_infos: TaxInfoDto[]
}

async function loadParts(userId: number): Promise<ProfileParts> {
  const [profile, family_members, benefits, tax_infos] = await Promise.all([
    getProfile(userId),
    listFamilyMembers(userId),
    listBenefits(userId),
    listTaxInfo(userId),
  ])
  return { profile, family_members, benefits, tax_infos }
}

/** 25 percent for each area with something in it: profile details, family members, benefits, tax info. */
function completionOf(parts: ProfileParts): number {
  const filled = [
    hasProfileDetails(parts.profile),
    parts.family_members.length > 0,
    parts.benefits.length > 0,
    parts.tax_infos.length > 0,
  ]
  return filled.filter(Boolean).length * 25
}

export async function getCompleteProfile(userId: number): Promise<CompleteProfile> {
  const parts = await loadParts(userId)
  return {
    profile: parts.profile,
    family_members: parts.family_members,
    benefits: parts.benefits,
    tax_info: parts.tax_infos[0] ?? null,
  }
}

export async function profileCompletion(userId: number): Promise<number> {
  return completionOf(await loadParts(userId))
}

/** Everything the Profile Management screen shows, read once. */
export async function getProfileOverview(userId: number) {
  const parts = await loadParts(userId)
  return { ...parts, completion: completionOf(parts) }
}
