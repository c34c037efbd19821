import { asText, EditorForm, useEditorForm, type EditorProps } from '~/components/editor-form.tsx'
import { TextField } from '~/components/forms.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import {
  ESTATE_DOCUMENT_STATUS_LABELS,
  ESTATE_DOCUMENT_STATUSES,
  ESTATE_DOCUMENT_TYPE_LABELS,
  ESTATE_DOCUMENT_TYPES,
  EstateDocumentSchema,
} from '~/schemas/estate.ts'
import { InsurancePolicySchema, POLICY_TYPE_LABELS, POLICY_TYPES } from '~/schemas/insurance.ts'
import type { EstateDocumentDto } from '~/services/profile/estate.server.ts'
import type { InsurancePolicyDto } from '~/services/profile/insurance.server.ts'

// The add/edit forms of the Estate Planning and Insurance tabs, one editor per resource shared
// by its new and edit pages.

export function EstateDocumentForm({ row: document, lastResult, cancelTo }: EditorProps<EstateDocumentDto>) {
  const [form, fields] = useEditorForm(EstateDocumentSchema, {
    id: 'estate-document',
    lastResult,
    defaultValue: document
      ? {
          document_type: document.document_type,
          document_name: document.document_name,
          status: document.status,
          last_updated: asText(document.last_updated),
          next_review_date: asText(document.next_review_date),
          attorney_contact: asText(document.attorney_contact),
          document_location: asText(document.document_location),
        }
      : { status: 'current' },
  })
  return (
    <EditorForm form={form} editing={document !== null} cancelTo={cancelTo}>
      <SelectField
        meta={fields.document_type}
        label="Document Type"
        options={optionsFrom(ESTATE_DOCUMENT_TYPE_LABELS, ESTATE_DOCUMENT_TYPES)}
      />
      <TextField meta={fields.document_name} label="Document Name" />
      <SelectField
        meta={fields.status}
        label="Status"
        placeholder={null}
        options={optionsFrom(ESTATE_DOCUMENT_STATUS_LABELS, ESTATE_DOCUMENT_STATUSES)}
      />
      <TextField meta={fields.last_updated} label="Last Updated" type="date" />
      <TextField meta={fields.next_review_date} label="Next Review Date" type="date" />
      <TextField meta={fields.attorney_contact} label="Attorney Contact" />
      <TextField meta={fields.document_location} label="Document Location" />
    </EditorForm>
  )
}

export function InsurancePolicyForm({ row: policy, lastResult, cancelTo }: EditorProps<InsurancePolicyDto>) {
  const [form, fields] = useEditorForm(InsurancePolicySchema, {
    id: 'insurance-policy',
    lastResult,
    defaultValue: policy
      ? {
          policy_type: policy.policy_type,
          policy_name: policy.policy_name,
          coverage_amount: asText(policy.coverage_amount),
          annual_premium: asText(policy.annual_premium),
          beneficiary_primary: asText(policy.beneficiary_primary),
          beneficiary_secondary: asText(policy.beneficiary_secondary),
        }
      : undefined,
  })
  return (
    <EditorForm form={form} editing={policy !== null} cancelTo={cancelTo}>
      <SelectField
        meta={fields.policy_type}
        label="Policy Type"
        options={optionsFrom(POLICY_TYPE_LABELS, POLICY_TYPES)}
      />
      <TextField meta={fields.policy_name} label="Policy Name" />
      <TextField meta={fields.coverage_amount} label="Coverage Amount ($)" helperText="e.g. 500,000" />
      <TextField meta={fields.annual_premium} label="Annual Premium ($)" helperText="e.g. 1,200" />
      <TextField meta={fields.beneficiary_primary} label="Primary Beneficiary" />
      <TextField meta={fields.beneficiary_secondary} label="Secondary Beneficiary" />
    </EditorForm>
  )
}
