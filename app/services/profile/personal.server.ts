import { getDb, type User, type UserProfile } from '../../../db/index.ts'
import { badRequest } from '../../lib/app-error.ts'
import { isClearableProfileField, type ProfileInput } from '../../schemas/profile.ts'
import { toPublicUser } from '../account/user.server.ts'
import { ownedSingleRow } from '../owned-rows.server.ts'
import { optionalFor, timestamps, withoutUndefined, type WriteMode } from './columns.server.ts'

// The personal profile: one row per user, created by the first save.

export const PROFILE_NOT_FOUND = 'Profile not found'
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
    ...timestamps(row),
  }
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

const profiles = ownedSingleRow(() => getDb().UserProfile, { toDto: toProfileDto, notFoundMessage: PROFILE_NOT_FOUND })

/** The user's profile, or null before the first save. */
export const getProfile = profiles.find

async function writeProfile(userId: number, input: ProfileInput, mode: WriteMode): Promise<ProfileDto> {
  const saved = await profiles.save(userId, {
    create: profileColumns(input, 'replace'),
    update: profileColumns(input, mode),
  })
  return saved.value
}

/** Create or replace the profile: fields not given are cleared (the Personal Information form posts every field). */
export async function upsertProfile(userId: number, input: ProfileInput): Promise<ProfileDto> {
  return writeProfile(userId, input, 'replace')
}

/** Change only the fields given (API POST and PATCH: create or update); null clears one. Creates the profile when there is none. */
export async function patchProfile(userId: number, input: ProfileInput): Promise<ProfileDto> {
  return writeProfile(userId, input, 'merge')
}

/**
 * Clears one profile field, for the financial screen's profile-derived rows. Only the fields
 * those rows show can be cleared: anything else is a 400 'Unknown profile field'; no profile a 404.
 */
export async function clearProfileField(userId: number, field: string): Promise<ProfileDto> {
  if (!isClearableProfileField(field)) throw badRequest(UNKNOWN_PROFILE_FIELD)
  return profiles.update(userId, { [field]: null })
}

/** A profile row with every field empty (e.g. after clearing them all) counts as not filled in. */
export function hasProfileDetails(profile: ProfileDto | null): boolean {
  return profile !== null && DETAIL_FIELDS.some((field) => profile[field] !== null)
}

/**
 * The flow shell's "user profile" (GET /api/v1/users/profile): the account and, beside it, the
 * personal profile, null before the first save (the shell's service test must not fail on a new user).
 */
export async function getUserWithProfile(user: User) {
  return { ...toPublicUser(user), profile: await getProfile(user.id) }
}
