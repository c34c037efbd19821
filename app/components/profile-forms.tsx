import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
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
  type BenefitInput,
  type FamilyMemberInput,
  type ProfileInput,
  type TaxInfoInput,
} from '~/schemas/profile.ts'
import type { BenefitDto, FamilyMemberDto, ProfileDto, TaxInfoDto } from '~/services/profile/profile.server.ts'

// The add/edit forms of the Profile Management screen. Each is a plain HTML form posted to
// its route's action; with JavaScript, conform validates on blur with the same schema.

type Mode = 'create' | 'edit'
type LastResult = SubmissionResult<string[]> | null | undefined

/** What the browser holds for each field: text, absent when empty. */
type FormText<T> = { [K in keyof T]-?: string | undefined }

// Amounts are edited exactly (cents kept); only read-only views round to whole dollars.
const asText = (value: string | number | null) => (value === null ? undefined : String(value))

export function ProfileFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="profile-form-title" bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Heading as="h1" id="profile-form-title" size="xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function FormButtons({ mode, cancelTo }: { mode: Mode; cancelTo: string }) {
  const isSubmitting = useIsSubmitting()
  return (
    <HStack gap="3" mt="2">
      <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving...' : mode === 'create' ? 'Save' : 'Update'}
      </Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </HStack>
  )
}

export function PersonalInfoForm({
  profile,
  lastResult,
  cancelTo,
}: {
  profile: ProfileDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useForm<FormText<ProfileInput>, ProfileInput>({
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
    constraint: getZodConstraint(ProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
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
        </SimpleGrid>
        <TextareaField meta={fields.notes} label="Additional Notes" />
        <FormButtons mode={profile ? 'edit' : 'create'} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

export function FamilyMemberForm({
  member,
  lastResult,
  cancelTo,
}: {
  member: FamilyMemberDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useForm<FormText<FamilyMemberInput>, FamilyMemberInput>({
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
    constraint: getZodConstraint(FamilyMemberSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FamilyMemberSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
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
        </SimpleGrid>
        <TextareaField meta={fields.notes} label="Notes" />
        <FormButtons mode={member ? 'edit' : 'create'} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

export function BenefitForm({
  benefit,
  lastResult,
  cancelTo,
}: {
  benefit: BenefitDto | null
  lastResult: LastResult
  cancelTo: string
}) {
  const [form, fields] = useForm<FormText<BenefitInput>, BenefitInput>({
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
    constraint: getZodConstraint(BenefitSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BenefitSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
          <TextField meta={fields.benefit_name} label="Benefit Name" autoFocus />
          <SelectField
            meta={fields.benefit_type}
            label="Benefit Type"
            options={optionsFrom(BENEFIT_TYPE_LABELS, BENEFIT_TYPES)}
          />
          <TextField meta={fields.estimated_monthly_benefit} label="Estimated Monthly Benefit ($)" />
          <TextField meta={fields.eligibility_date} label="Eligibility Date" type="date" />
        </SimpleGrid>
        <TextareaField meta={fields.notes} label="Notes" />
        <FormButtons mode={benefit ? 'edit' : 'create'} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

export function TaxInfoForm({
  taxInfo,
  lastResult,
  cancelTo,
  currentYear,
}: {
  taxInfo: TaxInfoDto | null
  lastResult: LastResult
  cancelTo: string
  /** From the server, so the pre-filled year never differs between the HTML and hydration. */
  currentYear: number
}) {
  const [form, fields] = useForm<FormText<TaxInfoInput>, TaxInfoInput>({
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
    constraint: getZodConstraint(TaxInfoFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TaxInfoFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
          <TextField meta={fields.tax_year} label="Tax Year" type="number" autoFocus />
          <SelectField
            meta={fields.filing_status}
            label="Filing Status"
            options={optionsFrom(FILING_STATUS_LABELS, FILING_STATUSES)}
          />
          <TextField meta={fields.federal_tax_bracket} label="Federal Tax Bracket (%)" />
          <TextField meta={fields.effective_tax_rate} label="Effective Tax Rate (%)" />
          <TextField meta={fields.adjusted_gross_income} label="Adjusted Gross Income ($)" />
        </SimpleGrid>
        <TextareaField meta={fields.notes} label="Notes" />
        <FormButtons mode={taxInfo ? 'edit' : 'create'} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

/** The delete confirmation as a page of its own, so it works without JavaScript. */
export function ConfirmDelete({ name, cancelTo }: { name: string; cancelTo: string }) {
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
        {`Are you sure you want to delete "${name}"?`}
      </Text>
      <Text color="gray.700" fontSize="sm" mb="3">
        This action cannot be undone.
      </Text>
      <HStack>
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Form method="post">
          <Button type="submit" colorPalette="red" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Confirm'}
          </Button>
        </Form>
      </HStack>
    </Box>
  )
}
