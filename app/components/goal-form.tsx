import { Box, Field, Heading, HStack, Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { CheckboxField, FormErrors, NumberField, TextField, type AnyFieldMetadata } from '~/components/forms.tsx'
import { SelectField, type SelectOption } from '~/components/select-field.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import type { GoalCategory } from '~/lib/goal-math.ts'
import { formatCents, formatDollars } from '~/lib/format.ts'
import { GoalCreateFormSchema, GoalEditFormSchema } from '~/schemas/goal-forms.ts'
import {
  DEFAULT_CHANGE_REASON,
  DEGREE_TYPES,
  EDUCATION_START_YEARS,
  earliestTodayIso,
  GOAL_NAME_MAX,
  INSTITUTION_TYPES,
  PROPERTY_TYPES,
} from '~/schemas/goals.ts'

type TextMeta = FieldMetadata<string | undefined>

// The goal form (spec 02 section 2.11 and 5 "Goal form"): a plain HTML form posted to its
// route; with JavaScript, conform checks the same schema as the user types.

export type CategoryInfoView = { name: string; description: string; typical_timeline: string; icon: string }
export type CategoryChoice = CategoryInfoView & { value: GoalCategory }
export type TemplateView = {
  id: string
  name: string
  description: string
  category: string
  suggested_target_amount: number
}
/** Conform builds a fieldset for any field at run time; its types only know it for object schemas. */
export type WithFieldset = { getFieldset: () => Record<string, AnyFieldMetadata> }

export type GoalPreviewView = { monthly_required_cents: number; notice: string | null }

const words = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
const choices = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: words(value) }))

// The shared field components, re-exported for the goal, preference and investment forms that import them here.
export { CheckboxField, NumberField }

export function GoalTypeTiles({ categories, current }: { categories: CategoryChoice[]; current: string | null }) {
  return (
    <Box as="section" aria-labelledby="goal-type">
      <Heading as="h2" id="goal-type" size="md" mb="2">
        Goal Type
      </Heading>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="2">
        {categories.map((c) => (
          <Button
            key={c.value}
            asChild
            variant={current === c.value ? 'solid' : 'outline'}
            colorPalette={current === c.value ? 'blue' : 'gray'}
            tile="center"
          >
            <Link to={`?category=${c.value}`} aria-current={current === c.value ? 'true' : undefined}>
              <Text>{c.name}</Text>
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  )
}

export function GoalTemplates({ templates }: { templates: TemplateView[] }) {
  if (templates.length === 0) return null
  return (
    <Box as="section" aria-labelledby="goal-templates">
      <Heading as="h2" id="goal-templates" size="md" mb="1">
        Quick-Start Templates
      </Heading>
      <Text color="gray.600" fontSize="sm" mb="2">
        A template fills in the form; change anything before saving.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="2">
        {templates.map((t) => (
          <Button key={t.id} asChild variant="subtle" tile="start">
            {/* The link's name is its visible text with a hidden lead-in, so speech users can say what they see. */}
            <Link to={`?template=${t.id}`}>
              <Text fontWeight="semibold">
                <VisuallyHidden>Use template </VisuallyHidden>
                {t.name}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {`${formatDollars(t.suggested_target_amount)} · ${t.description}`}
              </Text>
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  )
}

export function CategoryInfoBox({ info }: { info: CategoryInfoView }) {
  return (
    <Box as="aside" aria-label="About this goal type" bg="blue.50" borderRadius="md" p="3" mb="3">
      <Text fontWeight="semibold">{info.name}</Text>
      <Text fontSize="sm">{info.description}</Text>
      <Text fontSize="sm" color="gray.700">{`Typical timeline: ${info.typical_timeline}`}</Text>
    </Box>
  )
}

export function FeasibilityNotice({ notice }: { notice: string }) {
  return (
    <Box role="alert" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="3" mb="3">
      <Text fontWeight="semibold" color="orange.800">{`⚠ ${notice}`}</Text>
      <Text fontSize="sm" color="orange.800">
        {notice === 'Target date has passed'
          ? 'Choose a later target date to get a realistic monthly amount.'
          : 'More than $50,000 a month is needed. Consider a later date or a smaller target.'}
      </Text>
    </Box>
  )
}

function FeasibilityPreview({ preview }: { preview: GoalPreviewView }) {
  return (
    <Box as="section" aria-label="Feasibility check" mb="3" data-testid="feasibility-preview">
      {preview.notice ? <FeasibilityNotice notice={preview.notice} /> : null}
      <Text role="status" fontSize="sm">
        {`Monthly savings needed: ${formatCents(preview.monthly_required_cents)}`}
        {preview.notice ? '' : ' — this goal looks feasible.'}
      </Text>
    </Box>
  )
}

function CategorySection({ category, fields }: { category: GoalCategory; fields: Record<string, AnyFieldMetadata> }) {
  switch (category) {
    case 'retirement':
      return (
        <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="3">
          <NumberField meta={fields.current_age} label="Current Age" min={18} max={80} />
          <NumberField meta={fields.retirement_age} label="Retirement Age" min={50} max={80} />
          <NumberField meta={fields.annual_spending} label="Annual Spending ($)" min={0} step="any" />
        </SimpleGrid>
      )
    case 'education':
      return (
        <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="3">
          <SelectField
            meta={fields.degree_type}
            label="Degree Type"
            placeholder={null}
            options={choices(DEGREE_TYPES)}
          />
          <SelectField
            meta={fields.institution_type}
            label="Institution Type"
            placeholder={null}
            options={choices(INSTITUTION_TYPES)}
          />
          <NumberField
            meta={fields.start_year}
            label="Start Year"
            min={EDUCATION_START_YEARS.min}
            max={EDUCATION_START_YEARS.max}
          />
        </SimpleGrid>
      )
    case 'real_estate':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="3">
          <SelectField
            meta={fields.property_type}
            label="Property Type"
            placeholder={null}
            options={choices(PROPERTY_TYPES)}
          />
          <NumberField
            meta={fields.down_payment_percentage}
            label="Down Payment (%)"
            min={5}
            max={50}
            step="any"
            helperText="The monthly amount is based on this share of the target."
          />
        </SimpleGrid>
      )
    case 'emergency_fund':
      return <NumberField meta={fields.months_of_expenses} label="Months of Expenses" min={3} max={12} />
    default:
      return (
        <Text fontSize="sm" color="gray.600" mb="3">
          This goal type has no extra details.
        </Text>
      )
  }
}

export function GoalForm({
  mode,
  category,
  info,
  defaults,
  lastResult,
  preview,
  action,
  cancelTo,
}: {
  mode: 'create' | 'edit'
  category: GoalCategory
  info: CategoryInfoView
  defaults: Record<string, unknown>
  lastResult: SubmissionResult<string[]> | null | undefined
  preview: GoalPreviewView | null | undefined
  action: string
  cancelTo: string
}) {
  const isSubmitting = useIsSubmitting(action)
  const schema = mode === 'create' ? GoalCreateFormSchema : GoalEditFormSchema
  const [form, fields] = useForm({
    id: `goal-${mode}-${category}`,
    lastResult,
    defaultValue: { ...defaults, category },
    // No maxLength on the name: the browser would cut a long paste silently; the schema
    // refuses it with a message instead, the same with JavaScript on and off.
    constraint: {
      name: { required: true },
      target_amount: { required: true },
      target_date: { required: true },
      priority: { required: true },
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const f = fields as unknown as Record<string, AnyFieldMetadata>
  const params = (fields.params as unknown as WithFieldset).getFieldset()

  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.category, { type: 'hidden' })} key={fields.category.key} />
      <Stack gap="1">
        <Heading as="h2" size="md" mb="2">
          Basic Information
        </Heading>
        <TextField meta={fields.name} label="Goal Name" helperText={`Up to ${GOAL_NAME_MAX} characters`} />
        <TextareaField meta={f.description as unknown as TextMeta} label="Description" />
        <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="3">
          {/* Text, not a number input: "abc" or "-500" reaches the schema and gets its message
              with JavaScript on and off, and "30,000" is fine. */}
          <TextField meta={fields.target_amount} label="Target Amount ($)" helperText="At least $100" />
          <TargetDateField meta={fields.target_date} min={mode === 'create' ? earliestTodayIso() : undefined} />
          <NumberField
            meta={fields.priority}
            label="Priority (1-10)"
            min={1}
            max={10}
            helperText="10 is most important"
          />
        </SimpleGrid>
        <CheckboxField
          meta={fields.tracks_net_worth}
          label="Track my net worth as this goal's progress (Sync Net Worth)"
        />

        <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" mb="3">
          <Text as="legend" px="1" fontWeight="semibold">
            {`${info.name} Details`}
          </Text>
          <CategorySection category={category} fields={params} />
        </Box>
        <CategoryInfoBox info={info} />

        {mode === 'edit' ? (
          <TextField
            meta={f.change_reason}
            label="Reason for Change"
            helperText={`Saved in the goal's history. Left empty: "${DEFAULT_CHANGE_REASON}".`}
          />
        ) : null}

        {preview ? <FeasibilityPreview preview={preview} /> : null}

        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            name="intent"
            value="save"
            colorPalette="blue"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? 'Saving...' : mode === 'create' ? 'Create Goal' : 'Update Goal'}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={isSubmitting}>
            Check Feasibility
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
        </HStack>
      </Stack>
    </Form>
  )
}

function TargetDateField({ meta, min }: { meta: AnyFieldMetadata; min?: string }) {
  const errors = meta.errors?.filter(Boolean) ?? []
  const invalid = errors.length > 0
  const { key, ...inputProps } = getInputProps(meta, { type: 'date', ariaAttributes: false })
  return (
    <Field.Root invalid={invalid} required={meta.required}>
      <Field.Label htmlFor={meta.id}>
        Target Date
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        key={key}
        {...inputProps}
        min={min}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? meta.errorId : undefined}
        bg="white"
      />
      <Box minH="5" id={meta.errorId} aria-live="polite" color="red.600" fontSize="sm">
        {errors.join(' ')}
      </Box>
    </Field.Root>
  )
}
