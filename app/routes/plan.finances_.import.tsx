import { Badge, Box, Button, Code, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { CSV_COLUMNS, importEntriesCsv, previewImport } from '~/services/finance/entry-csv.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const MAX_FILE_BYTES = 2 * 1024 * 1024

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

async function readUpload(formData: FormData): Promise<string | { error: string }> {
  const file = formData.get('file')
  if (!file || typeof file === 'string' || file.size === 0) return { error: 'Choose a CSV file to import.' }
  if (file.size > MAX_FILE_BYTES) return { error: 'The file is larger than 2 MB.' }
  return file.text()
}

// Two posts: "preview" reads the file and shows every row's verdict; "confirm" carries the
// same text back and imports the valid rows in one transaction. Nothing is written before that.
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    if (formData.get('intent') === 'confirm') {
      const text = String(formData.get('csv') ?? '')
      const result = await importEntriesCsv(user.id, text)
      if (!result.ok) return data({ error: result.message, preview: null, csv: '' }, { status: 400 })
      return redirectWithToast('/plan/finances', {
        kind: 'success',
        title: `Imported ${result.imported} entries`,
        description: result.skipped ? `${result.skipped} invalid rows were skipped.` : undefined,
      })
    }
    const text = await readUpload(formData)
    if (typeof text !== 'string') return data({ error: text.error, preview: null, csv: '' }, { status: 400 })
    const preview = previewImport(text)
    if (!preview.ok) return data({ error: preview.message, preview: null, csv: '' }, { status: 400 })
    return {
      error: null,
      preview: { rows: preview.rows, validCount: preview.validCount, invalidCount: preview.invalidCount },
      csv: text,
    }
  })
}

export default function ImportEntries() {
  const actionData = useActionData<typeof action>()
  const busy = useIsSubmitting()
  const preview = actionData?.preview
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
      {actionData?.error ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.700" borderRadius="md" p="3">
          {actionData.error}
        </Box>
      ) : null}
      {preview ? (
        <Box as="section" aria-labelledby="preview-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" id="preview-heading" size="md" mb="2">
            Preview
          </Heading>
          <Text mb="3">{`${preview.validCount} rows are valid and will be imported; ${preview.invalidCount} rows have problems and will be skipped.`}</Text>
          <Box overflowX="auto" maxH="96" overflowY="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Description</Table.ColumnHeader>
                  <Table.ColumnHeader>Category</Table.ColumnHeader>
                  <Table.ColumnHeader>Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Result</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.rows.map((row) => (
                  <Table.Row key={row.line}>
                    <Table.Cell>{row.line}</Table.Cell>
                    <Table.Cell>{row.description}</Table.Cell>
                    <Table.Cell>{row.category}</Table.Cell>
                    <Table.Cell>{row.amount}</Table.Cell>
                    <Table.Cell>
                      {row.errors.length === 0 ? (
                        <Badge colorPalette="green">Valid</Badge>
                      ) : (
                        <Text color="red.700" fontSize="xs">
                          {row.errors.join('; ')}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {preview.validCount > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="csv" value={actionData?.csv ?? ''} />
              <HStack mt="3">
                <Button type="submit" colorPalette="blue" disabled={busy}>
                  {busy ? 'Importing...' : `Import ${preview.validCount} entries`}
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
