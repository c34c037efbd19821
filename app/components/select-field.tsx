import { NativeSelect } from '@chakra-ui/react'
import { getSelectProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { FieldShell, type AnyFieldMetadata } from './forms.tsx'

export type SelectOption = { value: string; label: string }

/** A native <select> wired to a conform field: it works without JavaScript and on every phone. */
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
  const { key, ...selectProps } = getSelectProps(meta, { ariaAttributes: false })
  return (
    <FieldShell meta={meta} label={label} helperText={helperText}>
      {(control) => (
        <NativeSelect.Root>
          <NativeSelect.Field key={key} {...selectProps} {...control} bg="white">
            {placeholder === null ? null : <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  )
}

/** Options for a select from a value → label map, in the map's order. */
export function optionsFrom<K extends string>(labels: Record<K, string>, values: readonly K[]): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
