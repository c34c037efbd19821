import { asText, EditorForm, useEditorForm, type EditorProps, type LastResult } from '~/components/editor-form.tsx'
import { TextField } from '~/components/forms.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import {
  BENEFIT_TYPE_LABELS,
  BENEFIT_TYPES,
  BenefitSchema,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  FamilyMemberSchema,
  FILING_STATUS_LABELS,
  FILING_STATUSES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  ProfileSchema,
  RELATIONSHIP_LABELS,
  RELATIONSHIP_TYPES,
  RISK_TOLERANCE_LABELS,
  RISK_TOLERANCES,
  TaxInfoFormSchema,
} from '~/schemas/profile.ts'
import type { BenefitDto } from '~/services/profile/benefits.server.ts'
import type { FamilyMemberDto } from '~/services/profile/family.server.ts'
import type { ProfileDto } from '~/services/profile/personal.server.ts'
import type { TaxInfoDto } from '~/services/profile/tax-info.server.ts'

// The add/edit forms of the Profile Management screen's own rows: personal information,
// family members, benefits and tax information. One editor per resource, shared by its new
// and edit pages.

export function PersonalInfoForm({
  profile,
  lastResult,
  cancelTo,
}: {
  profile: ProfileDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useEditorForm(ProfileSchema, {
    id: 'personal-info',
    lastResult,
    defaultValue: profile
      ? {
          age: asText(profile.age),
          date_of_birth: asText(profile.date_of_birth),
          gender: asText(profile.gender),
          marital_status: asText(profile.marital_status),
          state: asText(profile.state),
          city: asText(profile.city),
          phone: asText(profile.phone),
          address: asText(profile.address),
          zip_code: asText(profile.zip_code),
          emergency_contact: asText(profile.emergency_contact),
          employment_status: asText(profile.employment_status),
          occupation: asText(profile.occupation),
          risk_tolerance: asText(profile.risk_tolerance),
          notes: asText(profile.notes),
        }
      : undefined,
  })
  return (
    <EditorForm
      form={form}
      editing={profile !== null}
      cancelTo={cancelTo}
      below={<TextareaField meta={fields.notes} label="Additional Notes" />}
    >
      <TextField meta={fields.age} label="Age" type="number" />
      <TextField meta={fields.date_of_birth} label="Date of Birth" type="date" />
      <SelectField
        meta={fields.marital_status}
        label="Marital Status"
        options={optionsFrom(MARITAL_STATUS_LABELS, MARITAL_STATUSES)}
      />
      <TextField meta={fields.gender} label="Gender" />
      <SelectField
        meta={fields.employment_status}
        label="Employment Status"
        options={optionsFrom(EMPLOYMENT_STATUS_LABELS, EMPLOYMENT_STATUSES)}
      />
      <TextField meta={fields.occupation} label="Occupation" />
      <SelectField
        meta={fields.risk_tolerance}
        label="Risk Tolerance"
        options={optionsFrom(RISK_TOLERANCE_LABELS, RISK_TOLERANCES)}
      />
      <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      <TextField meta={fields.address} label="Address" autoComplete="street-address" />
      <TextField meta={fields.city} label="City" autoComplete="address-level2" />
      <TextField meta={fields.state} label="State" autoComplete="address-level1" helperText="2 letters, e.g. CA" />
      <TextField meta={fields.zip_code} label="ZIP Code" autoComplete="postal-code" />
      <TextField meta={fields.emergency_contact} label="Emergency Contact" />
    </EditorForm>
  )
}

export function FamilyMemberForm({ row: member, lastResult, cancelTo }: EditorProps<FamilyMemberDto>) {
  const [form, fields] = useEditorForm(FamilyMemberSchema, {
    id: 'family-member',
    lastResult,
    defaultValue: member
      ? {
          name: member.name,
          relationship_type: member.relationship_type,
          age: asText(member.age),
          date_of_birth: asText(member.date_of_birth),
          income: asText(member.income),
          retirement_savings: asText(member.retirement_savings),
          education_fund_target: asText(member.education_fund_target),
          notes: asText(member.notes),
        }
      : undefined,
  })
  return (
    <EditorForm
      form={form}
      editing={member !== null}
      cancelTo={cancelTo}
      below={<TextareaField meta={fields.notes} label="Notes" />}
    >
      <TextField meta={fields.name} label="Name" autoFocus />
      <SelectField
        meta={fields.relationship_type}
        label="Relationship"
        options={optionsFrom(RELATIONSHIP_LABELS, RELATIONSHIP_TYPES)}
      />
      <TextField meta={fields.age} label="Age" type="number" />
      <TextField meta={fields.date_of_birth} label="Date of Birth" type="date" />
      <TextField meta={fields.income} label="Annual Income ($)" />
      <TextField meta={fields.retirement_savings} label="Retirement Savings ($)" />
      <TextField meta={fields.education_fund_target} label="Education Fund Target ($)" />
    </EditorForm>
  )
}

export function BenefitForm({ row: benefit, lastResult, cancelTo }: EditorProps<BenefitDto>) {
  const [form, fields] = useEditorForm(BenefitSchema, {
    id: 'benefit',
    lastResult,
    defaultValue: benefit
      ? {
          benefit_type: benefit.benefit_type,
          benefit_name: benefit.benefit_name,
          estimated_monthly_benefit: asText(benefit.estimated_monthly_benefit),
          eligibility_date: asText(benefit.eligibility_date),
          notes: asText(benefit.notes),
        }
      : undefined,
  })
  return (
    <EditorForm
      form={form}
      editing={benefit !== null}
      cancelTo={cancelTo}
      below={<TextareaField meta={fields.notes} label="Notes" />}
    >
      <TextField meta={fields.benefit_name} label="Benefit Name" autoFocus />
      <SelectField
        meta={fields.benefit_type}
        label="Benefit Type"
        options={optionsFrom(BENEFIT_TYPE_LABELS, BENEFIT_TYPES)}
      />
      <TextField meta={fields.estimated_monthly_benefit} label="Estimated Monthly Benefit ($)" />
      <TextField meta={fields.eligibility_date} label="Eligibility Date" type="date" />
    </EditorForm>
  )
}

export function TaxInfoForm({ row: taxInfo, lastResult, cancelTo, currentYear }: EditorProps<TaxInfoDto>) {
  const [form, fields] = useEditorForm(TaxInfoFormSchema, {
    id: 'tax-info',
    lastResult,
    defaultValue: taxInfo
      ? {
          tax_year: String(taxInfo.tax_year),
          filing_status: asText(taxInfo.filing_status),
          federal_tax_bracket: asText(taxInfo.federal_tax_bracket),
          effective_tax_rate: asText(taxInfo.effective_tax_rate),
          adjusted_gross_income: asText(taxInfo.adjusted_gross_income),
          notes: asText(taxInfo.notes),
        }
      : { tax_year: String(currentYear) },
  })
  return (
    <EditorForm
      form={form}
      editing={taxInfo !== null}
      cancelTo={cancelTo}
      below={<TextareaField meta={fields.notes} label="Notes" />}
    >
      <TextField meta={fields.tax_year} label="Tax Year" type="number" autoFocus />
      <SelectField
        meta={fields.filing_status}
        label="Filing Status"
        options={optionsFrom(FILING_STATUS_LABELS, FILING_STATUSES)}
      />
      <TextField meta={fields.federal_tax_bracket} label="Federal Tax Bracket (%)" />
      <TextField meta={fields.effective_tax_rate} label="Effective Tax Rate (%)" />
      <TextField meta={fields.adjusted_gross_income} label="Adjusted Gross Income ($)" />
    </EditorForm>
  )
}
