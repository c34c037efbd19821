import type { ClearableProfileField } from '../../schemas/profile.ts'
import { listBenefits } from './benefits.server.ts'
import { listFamilyMembers } from './family.server.ts'
import { clearProfileField, getProfile } from './personal.server.ts'
import { listTaxInfo } from './tax-info.server.ts'

// Profile, family, benefit and tax data shown as rows beside financial entries, with
// ids that say where each row lives: profile-<field>, family-<id>, benefit-<id>, tax-<id>.

export type ProfileRow = {
  id: string
  category: 'profile' | 'benefits' | 'tax_info'
  subcategory: string
  description: string
  amount: number
  frequency: 'one_time'
  /** Where the row is edited: the profile editor, or a blocked edit with the spec's message. */
  edit: { kind: 'profile'; to: string } | { kind: 'blocked'; message: string; to: string }
}

export const FAMILY_EDIT_MESSAGE =
  'Family entries cannot be edited from this view. Please use the Profile tab to manage family information.'
export const BENEFIT_TAX_EDIT_MESSAGE =
  'Benefit and tax entries cannot be edited from this view. Please use the respective tabs to manage this information.'

const PROFILE_FIELDS: { field: ClearableProfileField; label: string }[] = [
  { field: 'age', label: 'Age' },
  { field: 'marital_status', label: 'Marital status' },
  { field: 'state', label: 'State' },
  { field: 'city', label: 'City' },
  { field: 'employment_status', label: 'Employment status' },
  { field: 'occupation', label: 'Occupation' },
  { field: 'risk_tolerance', label: 'Risk tolerance' },
  { field: 'gender', label: 'Gender' },
  { field: 'phone', label: 'Phone' },
  { field: 'notes', label: 'Notes' },
]

const SPOUSE = new Set(['spouse', 'partner'])

const oneTime = (row: Omit<ProfileRow, 'frequency'>): ProfileRow => ({ ...row, frequency: 'one_time' })
const blocked = (message: string, to: string) => ({ kind: 'blocked' as const, message, to })
const readable = (value: string | number) => String(value).replace(/_/g, ' ')

export async function listProfileRows(userId: number): Promise<ProfileRow[]> {
  const [profile, family, benefits, taxes] = await Promise.all([
    getProfile(userId),
    listFamilyMembers(userId),
    listBenefits(userId),
    listTaxInfo(userId),
  ])
  const fields = PROFILE_FIELDS.flatMap(({ field, label }) => {
    const value = profile?.[field]
    if (value === null || value === undefined || value === '') return []
    return oneTime({
      id: `profile-${field}`,
      category: 'profile',
      subcategory: 'Personal Information',
      description: `${label}: ${readable(value)}`,
      amount: 0,
      edit: { kind: 'profile', to: '/plan/profile/personal' },
    })
  })
  return [
    ...fields,
    ...family.map((member) =>
      oneTime({
        id: `family-${member.id}`,
        category: 'profile',
        subcategory: SPOUSE.has(member.relationship_type) ? 'Spouse/Partner' : 'Dependents',
        description: `${member.name} (${readable(member.relationship_type)})`,
        amount: member.income ?? 0,
        edit: blocked(FAMILY_EDIT_MESSAGE, '/plan/profile?tab=family'),
      }),
    ),
    ...benefits.map((benefit) =>
      oneTime({
        id: `benefit-${benefit.id}`,
        category: 'benefits',
        subcategory: benefit.benefit_type,
        description: benefit.benefit_name,
        amount: benefit.estimated_monthly_benefit ?? 0,
        edit: blocked(BENEFIT_TAX_EDIT_MESSAGE, '/plan/profile?tab=benefits'),
      }),
    ),
    ...taxes.map((tax) =>
      oneTime({
        id: `tax-${tax.id}`,
        category: 'tax_info',
        subcategory: tax.filing_status ?? 'filing_status',
        description: `Tax year ${tax.tax_year}`,
        amount: tax.adjusted_gross_income ?? 0,
        edit: blocked(BENEFIT_TAX_EDIT_MESSAGE, '/plan/profile?tab=tax'),
      }),
    ),
  ]
}

/**
 * Deleting a profile-derived row clears that profile field instead of deleting a record.
 * A 400 AppError for a field those rows never show, a 404 when there is no profile.
 */
export async function clearProfileRow(userId: number, rowId: string) {
  await clearProfileField(userId, rowId.replace(/^profile-/, ''))
  return { message: 'Profile field cleared' }
}
