import { Box, Field, Textarea } from '@chakra-ui/react'
import { getTextareaProps, type FieldMetadata } from '@conform-to/react'

/** A multi-line text field wired to conform, with the same reserved error line as TextField. */
export function TextareaField({
  meta,
  label,
  rows = 3,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  rows?: number
}) {
  const errors = meta.errors?.filter(Boolean) ?? []
  const invalid = errors.length > 0
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaAttributes: false })
  return (
    <Field.Root invalid={invalid} required={meta.required}>
      <Field.Label htmlFor={meta.id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        key={key}
        {...textareaProps}
        rows={rows}
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
