import { profileTabHref } from '../../lib/profile-tabs.ts'
import {
  BENEFIT_TYPE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  FILING_STATUS_LABELS,
  MARITAL_STATUS_LABELS,
  RELATIONSHIP_LABELS,
  RISK_TOLERANCE_LABELS,
  type ClearableProfileField,
} from '../../schemas/profile.ts'
import { listBenefits } from './benefits.server.ts'
import { listFamilyMembers } from './family.server.ts'
import { clearProfileField, getProfile } from './personal.server.ts'
import { listTaxInfo } from './tax-info.server.ts'

// Profile, family, benefit and tax data shown as rows beside financial entries, with
// ids that say where each row lives: profile-<field>, family-<id>, benefit-<id>, tax-<id>.
// `category` and `subcategory` are the API's values (spec 01); `section` and `description` are
// for people: the spec's section names and the forms' labels, never a raw enum value.

export type ProfileRow = {
  id: string
  category: 'profile' | 'benefits' | 'tax_info'
  subcategory: string
  /** The spec's name for where the fact belongs: Personal Information, Spouse/Partner, Benefits, Tax Info… */
  section: string
  description: string
  amount: number
  /** What `amount` is (e.g. "Income"), or null when the row has no amount. */
  amount_label: string | null
  frequency: 'one_time'
  /**
   * Where the row is edited: the profile editor, or a blocked edit with the spec's message and
   * a link to the Profile tab that holds it (`tab` names that tab).
   */
  edit: { kind: 'profile'; to: string } | { kind: 'blocked'; message: string; to: string; tab: string }
}

export const FAMILY_EDIT_MESSAGE =
  'Family entries cannot be edited from this view. Please use the Profile tab to manage family information.'
export const BENEFIT_TAX_EDIT_MESSAGE =
  'Benefit and tax entries cannot be edited from this view. Please use the respective tabs to manage this information.'

type Section = 'Personal Information' | 'Contact & Location' | 'Employment' | 'Investment Profile'

/** Each field with its label, the profile screen's section (spec 01) and its choices' labels. */
const PROFILE_FIELDS: {
  field: ClearableProfileField
  label: string
  section: Section
  values?: Record<string, string>
}[] = [
  { field: 'age', label: 'Age', section: 'Personal Information' },
  { field: 'marital_status', label: 'Marital status', section: 'Personal Information', values: MARITAL_STATUS_LABELS },
  { field: 'gender', label: 'Gender', section: 'Personal Information' },
  { field: 'state', label: 'State', section: 'Contact & Location' },
  { field: 'city', label: 'City', section: 'Contact & Location' },
  { field: 'phone', label: 'Phone', section: 'Contact & Location' },
  {
    field: 'employment_status',
    label: 'Employment status',
    section: 'Employment',
    values: EMPLOYMENT_STATUS_LABELS,
  },
  { field: 'occupation', label: 'Occupation', section: 'Employment' },
  { field: 'risk_tolerance', label: 'Risk tolerance', section: 'Investment Profile', values: RISK_TOLERANCE_LABELS },
  { field: 'notes', label: 'Notes', section: 'Personal Information' },
]

const SPOUSE = new Set(['spouse', 'partner'])
const DEPENDENT = new Set(['child', 'dependent', 'other_dependent'])

/** The spec's profile subcategory of a family member: Spouse/Partner, Dependents or Extended Family. */
function familySection(relationship: string) {
  if (SPOUSE.has(relationship)) return 'Spouse/Partner'
  return DEPENDENT.has(relationship) ? 'Dependents' : 'Extended Family'
}

/** A stored choice as its form label; text the person typed stays as typed. */
function labelOf(labels: Record<string, string> | undefined, value: string | number) {
  return labels?.[String(value)] ?? String(value)
}

const oneTime = (row: Omit<ProfileRow, 'frequency'>): ProfileRow => ({ ...row, frequency: 'one_time' })
const blocked = (message: string, tab: 'family' | 'benefits' | 'tax-info', tabLabel: string) => ({
  kind: 'blocked' as const,
  message,
  to: profileTabHref(tab),
  tab: tabLabel,
})

export async function listProfileRows(userId: number): Promise<ProfileRow[]> {
  const [profile, family, benefits, taxes] = await Promise.all([
    getProfile(userId),
    listFamilyMembers(userId),
    listBenefits(userId),
    listTaxInfo(userId),
  ])
  const fields = PROFILE_FIELDS.flatMap(({ field, label, section, values }) => {
    const value = profile?.[field]
    if (value === null || value === undefined || value === '') return []
    return oneTime({
      id: `profile-${field}`,
      category: 'profile',
      subcategory: 'Personal Information',
      section,
      description: `${label}: ${labelOf(values, value)}`,
      amount: 0,
      amount_label: null,
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
        section: familySection(member.relationship_type),
        description: `${member.name} (${labelOf(RELATIONSHIP_LABELS, member.relationship_type)})`,
        amount: member.income ?? 0,
        amount_label: 'Yearly income',
        edit: blocked(FAMILY_EDIT_MESSAGE, 'family', 'Family'),
      }),
    ),
    ...benefits.map((benefit) =>
      oneTime({
        id: `benefit-${benefit.id}`,
        category: 'benefits',
        subcategory: benefit.benefit_type,
        section: `Benefits · ${labelOf(BENEFIT_TYPE_LABELS, benefit.benefit_type)}`,
        description: benefit.benefit_name,
        amount: benefit.estimated_monthly_benefit ?? 0,
        amount_label: 'Monthly benefit',
        edit: blocked(BENEFIT_TAX_EDIT_MESSAGE, 'benefits', 'Benefits'),
      }),
    ),
    ...taxes.map((tax) =>
      oneTime({
        id: `tax-${tax.id}`,
        category: 'tax_info',
        subcategory: tax.filing_status ?? 'filing_status',
        section: 'Tax Info',
        description: tax.filing_status
          ? `Tax year ${tax.tax_year}: ${labelOf(FILING_STATUS_LABELS, tax.filing_status)}`
          : `Tax year ${tax.tax_year}`,
        amount: tax.adjusted_gross_income ?? 0,
        amount_label: 'Adjusted gross income',
        edit: blocked(BENEFIT_TAX_EDIT_MESSAGE, 'tax-info', 'Tax Info'),
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
