import { Box, chakra, Field, HStack, Input } from '@chakra-ui/react'
import { getInputProps } from '@conform-to/react'
import { useState } from 'react'
import type { AnyFieldMetadata } from '~/components/forms.tsx'

/**
 * A slider whose value and its meaning ("7 · Growth") show beside it: updated as it moves when
 * JavaScript runs, and read by the server from the plain range input either way.
 */
export function RangeField({
  meta,
  label,
  min,
  max,
  describe,
}: {
  meta: AnyFieldMetadata
  label: string
  min: number
  max: number
  describe: (value: number) => string
}) {
  const { key, ...props } = getInputProps(meta, { type: 'range', ariaAttributes: false })
  const [value, setValue] = useState(Number(meta.initialValue ?? min))
  const errors = meta.errors?.filter(Boolean) ?? []
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label htmlFor={meta.id}>{label}</Field.Label>
      <HStack gap="3" w="full">
        <Input
          key={key}
          {...props}
          min={min}
          max={max}
          step={1}
          p="0"
          h="6"
          flex="1"
          aria-valuetext={`${value} · ${describe(value)}`}
          aria-describedby={errors.length ? meta.errorId : undefined}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
        />
        <chakra.output htmlFor={meta.id} minW="48" fontSize="sm" data-testid={`${meta.name}-output`}>
          {`${value} · ${describe(value)}`}
        </chakra.output>
      </HStack>
      <Box minH="5" id={meta.errorId} aria-live="polite" color="red.600" fontSize="sm">
        {errors.join(' ')}
      </Box>
    </Field.Root>
  )
}
