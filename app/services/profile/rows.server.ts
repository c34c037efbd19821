import { clearProfileField, getProfile, listBenefits, listFamilyMembers, listTaxInfo } from './profile.server.ts'

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

const PROFILE_FIELDS: { field: string; label: string }[] = [
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

export async function listProfileRows(userId: number): Promise<ProfileRow[]> {
  const [profile, family, benefits, taxes] = await Promise.all([
    getProfile(userId),
    listFamilyMembers(userId),
    listBenefits(userId),
    listTaxInfo(userId),
  ])
  const rows: ProfileRow[] = []
  for (const { field, label } of PROFILE_FIELDS) {
    const value = profile?.[field as keyof typeof profile]
    if (value === null || value === undefined || value === '') continue
    rows.push({
      id: `profile-${field}`,
      category: 'profile',
      subcategory: 'Personal Information',
      description: `${label}: ${String(value).replace(/_/g, ' ')}`,
      amount: 0,
      frequency: 'one_time',
      edit: { kind: 'profile', to: '/plan/profile/personal' },
    })
  }
  for (const member of family) {
    rows.push({
      id: `family-${member.id}`,
      category: 'profile',
      subcategory: SPOUSE.has(member.relationship_type) ? 'Spouse/Partner' : 'Dependents',
      description: `${member.name} (${member.relationship_type.replace(/_/g, ' ')})`,
      amount: member.income ?? 0,
      frequency: 'one_time',
      edit: { kind: 'blocked', message: FAMILY_EDIT_MESSAGE, to: '/plan/profile?tab=family' },
    })
  }
  for (const benefit of benefits) {
    rows.push({
      id: `benefit-${benefit.id}`,
      category: 'benefits',
      subcategory: benefit.benefit_type,
      description: benefit.benefit_name,
      amount: benefit.estimated_monthly_benefit ?? 0,
      frequency: 'one_time',
      edit: { kind: 'blocked', message: BENEFIT_TAX_EDIT_MESSAGE, to: '/plan/profile?tab=benefits' },
    })
  }
  for (const tax of taxes) {
    rows.push({
      id: `tax-${tax.id}`,
      category: 'tax_info',
      subcategory: tax.filing_status ?? 'filing_status',
      description: `Tax year ${tax.tax_year}`,
      amount: tax.adjusted_gross_income ?? 0,
      frequency: 'one_time',
      edit: { kind: 'blocked', message: BENEFIT_TAX_EDIT_MESSAGE, to: '/plan/profile?tab=tax' },
    })
  }
  return rows
}

/** Deleting a profile-derived row clears that profile field instead of deleting a record. */
export async function clearProfileRow(userId: number, rowId: string) {
  const field = rowId.replace(/^profile-/, '')
  const result = await clearProfileField(userId, field)
  return result.ok
    ? { ok: true as const, message: 'Profile field cleared' }
    : { ok: false as const, status: result.status, message: result.message }
}
