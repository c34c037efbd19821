import { Badge, Box, Code, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { EntryImportFormSchema } from '~/schemas/financial-entry.ts'
import { CSV_COLUMNS } from '~/lib/entry-csv-columns.ts'
import { pluralise } from '~/lib/format.ts'
import { importEntriesCsv, previewImport } from '~/services/finance/entry-csv.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

// Two posts: "preview" reads the file and shows every row's verdict; "confirm" carries the
// same text back and imports the valid rows in one transaction. Nothing is written before that.
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    return submitForm(
      formData,
      EntryImportFormSchema,
      async (value) => {
        if (value.intent === 'confirm') {
          const { imported, skipped } = await importEntriesCsv(user.id, value.csv)
          return redirectWithToast('/plan/finances', {
            kind: 'success',
            title: `Imported ${pluralise(imported, 'entry', 'entries')}`,
            description: skipped
              ? `${pluralise(skipped, 'invalid row')} ${skipped === 1 ? 'was' : 'were'} skipped.`
              : undefined,
          })
        }
        const csv = await value.file.text()
        const { rows, validCount, invalidCount } = previewImport(csv)
        return { preview: { rows, validCount, invalidCount }, csv }
      },
      // The text can be megabytes; a refused post need not send it back.
      { hideFields: ['csv'] },
    )
  })
}

export default function ImportEntries() {
  const actionData = useActionData<typeof action>()
  const busy = useIsSubmitting()
  const preview = actionData && 'preview' in actionData ? actionData.preview : null
  const csv = actionData && 'csv' in actionData ? actionData.csv : ''
  const errors = actionData && 'result' in actionData ? Object.values(actionData.result.error ?? {}).flat() : []
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to="/plan/finances?tab=connections">← Back to Financial Management</Link>
        </Button>
        <Heading as="h1" size="xl">
          Import entries from CSV
        </Heading>
      </Box>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Text mb="2">
          The first row names the columns. <b>category</b>, <b>subcategory</b>, <b>description</b> and <b>amount</b> are
          required; the others are optional. The file from “Export entries (CSV)” has this shape.
        </Text>
        <Code display="block" whiteSpace="pre-wrap" p="2" fontSize="xs">
          {CSV_COLUMNS.join(',')}
        </Code>
        <Text fontSize="sm" color="gray.600" mt="2">
          category: assets, liabilities, income or expenses · amount in dollars (e.g. 1250.50) · frequency: one_time,
          weekly, monthly, quarterly, annually · dates as YYYY-MM-DD.
        </Text>
      </Box>
      {errors.length > 0 ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.700" borderRadius="md" p="3">
          {errors.join(' ')}
        </Box>
      ) : null}
      {preview ? (
        <Box as="section" aria-labelledby="preview-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" id="preview-heading" size="md" mb="2">
            Preview
          </Heading>
          <Text mb="3">{`${pluralise(preview.validCount, 'row')} ${preview.validCount === 1 ? 'is' : 'are'} valid and will be imported; ${pluralise(preview.invalidCount, 'row')} ${preview.invalidCount === 1 ? 'has' : 'have'} problems and will be skipped.`}</Text>
          <DataTable columns={['Line', 'Description', 'Category', 'Amount', 'Result']} tall>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <Td>{row.line}</Td>
                <Td>{row.description}</Td>
                <Td>{row.category}</Td>
                <Td>{row.amount}</Td>
                <Td>
                  {row.errors.length === 0 ? (
                    <Badge colorPalette="green">Valid</Badge>
                  ) : (
                    <Text color="red.700" fontSize="xs">
                      {row.errors.join('; ')}
                    </Text>
                  )}
                </Td>
              </tr>
            ))}
          </DataTable>
          {preview.validCount > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="csv" value={csv} />
              <HStack mt="3">
                <Button type="submit" colorPalette="blue" disabled={busy}>
                  {busy ? 'Importing...' : `Import ${pluralise(preview.validCount, 'entry', 'entries')}`}
                </Button>
                <Button asChild variant="outline">
                  <Link to="/plan/finances/import">Cancel</Link>
                </Button>
              </HStack>
            </Form>
          ) : null}
        </Box>
      ) : (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="preview" />
          <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <label htmlFor="csv-file">
              <Text fontWeight="medium">CSV file</Text>
            </label>
            <Input id="csv-file" type="file" name="file" accept=".csv,text/csv" required p="1" />
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" disabled={busy}>
              {busy ? 'Checking...' : 'Preview import'}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Import entries · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
