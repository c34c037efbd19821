import { SimpleGrid, Stack } from '@chakra-ui/react'
import { getFormProps, useForm, type DefaultValue, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { FormActions, FormErrors } from '~/components/forms.tsx'

// What every add/edit form of a user's row shares: a plain HTML form posted to its route's
// action (so it works without JavaScript), validated on blur by conform with the same zod
// schema the action uses, Save or Update and Cancel at the bottom.

export type LastResult = SubmissionResult<string[]> | null | undefined

/** An editor's props: the row being edited, or null on the "new" page. */
export type EditorProps<Row> = {
  row: Row | null
  lastResult: LastResult
  cancelTo: string
  /** From the server, so a pre-filled year never differs between the HTML and hydration. */
  currentYear: number
}

/** What the browser holds for each field: text, absent when empty. */
export type FormText<T> = { [K in keyof T]-?: string | undefined }

/** A stored value as form text. Amounts are edited exactly (cents kept); only read-only views round. */
export const asText = (value: string | number | null) => (value === null ? undefined : String(value))

export function useEditorForm<Input extends Record<string, unknown>>(
  schema: z.ZodType<Input>,
  options: { id: string; lastResult: LastResult; defaultValue?: DefaultValue<FormText<Input>> },
) {
  return useForm<FormText<Input>, Input>({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

/** The fields (children) in two columns, then what goes below them (a notes box), then the buttons. */
export function EditorForm<Shape extends Record<string, unknown>>({
  form,
  editing,
  cancelTo,
  below,
  children,
}: {
  form: FormMetadata<Shape, string[]>
  editing: boolean
  cancelTo: string
  below?: ReactNode
  children: ReactNode
}) {
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="1">
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
          {children}
        </SimpleGrid>
        {below}
        <FormActions label={editing ? 'Update' : 'Save'} cancelTo={cancelTo} mt="2" />
      </Stack>
    </Form>
  )
}
