import { Box, chakra, Field, HStack, Input, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'
import { useIsSubmitting } from './use-is-submitting.ts'

// Any conform field: the components only read its name, id, errors and initial value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldMetadata = FieldMetadata<any, any, string[]>

type InputType = 'text' | 'email' | 'password' | 'number' | 'date' | 'tel' | 'url' | 'hidden'

/** What the control inside a FieldShell needs to point at the shell's error and helper lines. */
export type FieldControlProps = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/**
 * The label, helper text and error line around one conform field's control (input, select,
 * textarea). The error line keeps its height whether or not it has a message, so the button
 * below never jumps under the pointer.
 */
export function FieldShell({
  meta,
  label,
  helperText,
  required = meta.required,
  children,
}: {
  meta: AnyFieldMetadata
  label: string
  helperText?: ReactNode
  /** Marks the field required even when the schema's constraint does not (the entry's amount). */
  required?: boolean
  children: (control: FieldControlProps) => ReactNode
}) {
  const errors = meta.errors?.filter(Boolean) ?? []
  const invalid = errors.length > 0
  const describedBy = [invalid ? meta.errorId : null, helperText ? meta.descriptionId : null].filter(Boolean).join(' ')
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label htmlFor={meta.id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined })}
      {helperText ? (
        <Text id={meta.descriptionId} fontSize="sm" color="gray.600">
          {helperText}
        </Text>
      ) : null}
      <Box minH="5" id={meta.errorId} aria-live="polite" color="red.600" fontSize="sm">
        {errors.join(' ')}
      </Box>
    </Field.Root>
  )
}

/** A labelled input wired to a conform field. */
export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  helperText,
  autoFocus,
}: {
  meta: AnyFieldMetadata
  label: string
  type?: InputType
  autoComplete?: string
  helperText?: ReactNode
  autoFocus?: boolean
}) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaAttributes: false })
  return (
    <FieldShell meta={meta} label={label} helperText={helperText}>
      {(control) => (
        <Input
          key={key}
          {...inputProps}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          step={type === 'number' ? 'any' : undefined}
          {...control}
          bg="white"
        />
      )}
    </FieldShell>
  )
}

/** A number input with the browser's own bounds (the server checks them again). */
export function NumberField({
  meta,
  label,
  min,
  max,
  step = 1,
  helperText,
}: {
  meta: AnyFieldMetadata
  label: string
  min?: number
  max?: number
  step?: number | 'any'
  helperText?: ReactNode
}) {
  const { key, ...inputProps } = getInputProps(meta, { type: 'number', ariaAttributes: false })
  return (
    <FieldShell meta={meta} label={label} helperText={helperText}>
      {(control) => <Input key={key} {...inputProps} min={min} max={max} step={step} {...control} bg="white" />}
    </FieldShell>
  )
}

/** A checkbox with its label beside it; unticked sends nothing, which the schemas read as "no". */
export function CheckboxField({ meta, label, mb = '3' }: { meta: AnyFieldMetadata; label: string; mb?: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: false })
  return (
    <chakra.label display="flex" alignItems="center" gap="2" htmlFor={meta.id} mb={mb} cursor="pointer">
      <chakra.input key={key} {...props} w="4" h="4" />
      <Text as="span">{label}</Text>
    </chakra.label>
  )
}

/** Form-level errors (e.g. 'Invalid email or password'), announced to screen readers. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const list = errors?.filter(Boolean) ?? []
  return (
    <Box id={id} role={list.length ? 'alert' : undefined} minH={list.length ? undefined : '0'}>
      {list.length ? (
        <Box bg="red.50" borderWidth="1px" borderColor="red.200" color="red.700" borderRadius="md" px="3" py="2" mb="3">
          {list.map((e) => (
            <Text key={e}>{e}</Text>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}

/** A form's submit button, busy while the post is under way, and the way back without saving. */
export function FormActions({ label, cancelTo, mt }: { label: string; cancelTo: string; mt?: string }) {
  const isSubmitting = useIsSubmitting()
  return (
    <HStack gap="3" mt={mt}>
      <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving...' : label}
      </Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </HStack>
  )
}
