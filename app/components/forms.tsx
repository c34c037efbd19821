import { Box, Field, Input, Text } from '@chakra-ui/react'
import { getInputProps, type FieldMetadata } from '@conform-to/react'

// Any conform field: the components only read its name, id, errors and initial value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldMetadata = FieldMetadata<any, any, string[]>
import type { ReactNode } from 'react'

type InputType = 'text' | 'email' | 'password' | 'number' | 'date' | 'tel' | 'url' | 'hidden'

/**
 * A labelled input wired to a conform field. The error line keeps its height
 * whether or not it has a message, so the button below never jumps under the pointer.
 */
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
  const errors = meta.errors?.filter(Boolean) ?? []
  const invalid = errors.length > 0
  const { key, ...inputProps } = getInputProps(meta, { type, ariaAttributes: false })
  const describedBy = [invalid ? meta.errorId : null, helperText ? meta.descriptionId : null].filter(Boolean).join(' ')
  return (
    <Field.Root invalid={invalid} required={meta.required}>
      <Field.Label htmlFor={meta.id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        step={type === 'number' ? 'any' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        bg="white"
      />
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
