import { Box, Field, NativeSelect, Text } from '@chakra-ui/react'
import { getSelectProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { AnyFieldMetadata } from './forms.tsx'

export type SelectOption = { value: string; label: string }

/**
 * A native <select> wired to a conform field: it works without JavaScript and on every
 * phone. Like TextField, the error line keeps its height so the form never jumps.
 */
export function SelectField({
  meta,
  label,
  options,
  placeholder = 'Select...',
  helperText,
}: {
  meta: AnyFieldMetadata
  label: string
  options: readonly SelectOption[]
  /** The empty first choice; choosing it leaves an optional field unset. Null: no empty choice. */
  placeholder?: string | null
  helperText?: ReactNode
}) {
  const errors = meta.errors?.filter(Boolean) ?? []
  const invalid = errors.length > 0
  const { key, ...selectProps } = getSelectProps(meta, { ariaAttributes: false })
  const describedBy = [invalid ? meta.errorId : null, helperText ? meta.descriptionId : null].filter(Boolean).join(' ')
  return (
    <Field.Root invalid={invalid} required={meta.required}>
      <Field.Label htmlFor={meta.id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          key={key}
          {...selectProps}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          bg="white"
        >
          {placeholder === null ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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

/** Options for a select from a value → label map, in the map's order. */
export function optionsFrom<K extends string>(labels: Record<K, string>, values: readonly K[]): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
