import { Textarea } from '@chakra-ui/react'
import { getTextareaProps } from '@conform-to/react'
import { FieldShell, type AnyFieldMetadata } from './forms.tsx'

/** A multi-line text field wired to conform, with the same reserved error line as TextField. */
export function TextareaField({ meta, label, rows = 3 }: { meta: AnyFieldMetadata; label: string; rows?: number }) {
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaAttributes: false })
  return (
    <FieldShell meta={meta} label={label}>
      {(control) => <Textarea key={key} {...textareaProps} rows={rows} {...control} bg="white" />}
    </FieldShell>
  )
}
