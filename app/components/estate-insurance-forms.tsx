import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import {
  ESTATE_DOCUMENT_STATUS_LABELS,
  ESTATE_DOCUMENT_STATUSES,
  ESTATE_DOCUMENT_TYPE_LABELS,
  ESTATE_DOCUMENT_TYPES,
  EstateDocumentSchema,
  type EstateDocumentInput,
} from '~/schemas/estate.ts'
import {
  InsurancePolicySchema,
  POLICY_TYPE_LABELS,
  POLICY_TYPES,
  type InsurancePolicyInput,
} from '~/schemas/insurance.ts'
import type { EstateDocumentDto } from '~/services/profile/estate.server.ts'
import type { InsurancePolicyDto } from '~/services/profile/insurance.server.ts'

// The add/edit forms of the Estate Planning and Insurance tabs, and their delete
// confirmation page. Plain HTML forms posted to the route's action; with JavaScript,
// conform validates on blur with the same schema.

type LastResult = SubmissionResult<string[]> | null | undefined
type FormText<T> = { [K in keyof T]-?: string | undefined }

const asText = (value: string | number | null) => (value === null ? undefined : String(value))

function FormButtons({ editing, cancelTo }: { editing: boolean; cancelTo: string }) {
  const isSubmitting = useIsSubmitting()
  return (
    <HStack gap="3" mt="2">
      <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving...' : editing ? 'Update' : 'Save'}
      </Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </HStack>
  )
}

export function EstateDocumentForm({
  document,
  lastResult,
  cancelTo,
}: {
  document: EstateDocumentDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useForm<Omit<FormText<EstateDocumentInput>, 'document_details'>, EstateDocumentInput>({
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
    constraint: getZodConstraint(EstateDocumentSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EstateDocumentSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
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
        </SimpleGrid>
        <FormButtons editing={document !== null} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

export function InsurancePolicyForm({
  policy,
  lastResult,
  cancelTo,
}: {
  policy: InsurancePolicyDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useForm<Omit<FormText<InsurancePolicyInput>, 'policy_details'>, InsurancePolicyInput>({
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
    constraint: getZodConstraint(InsurancePolicySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InsurancePolicySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
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
        </SimpleGrid>
        <FormButtons editing={policy !== null} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

/** The delete confirmation as a page of its own, so it works without JavaScript. */
export function ConfirmDeletePage({ message, name, cancelTo }: { message: string; name: string; cancelTo: string }) {
  const isSubmitting = useIsSubmitting()
  return (
    <Box
      role="alertdialog"
      aria-labelledby="confirm-text"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="lg"
      p="4"
    >
      <Text id="confirm-text" mb="1">
        {message}
      </Text>
      <Text color="gray.700" fontSize="sm" mb="3">
        {name}
      </Text>
      <HStack>
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Form method="post">
          <Button type="submit" colorPalette="red" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete'}
          </Button>
        </Form>
      </HStack>
    </Box>
  )
}
