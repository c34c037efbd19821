import { Badge, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect, useRef, useState } from 'react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { AutoRefresh } from '~/components/admin/auto-refresh.tsx'
import { Button } from '~/components/button.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { REFRESH_SECONDS } from '~/lib/admin.ts'
import { pluralise } from '~/lib/format.ts'
import { dataIntegrityReport, findIntegrityIssues } from '~/services/admin/integrity.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const selectAll = new URL(request.url).searchParams.get('select') === 'all'
    return { report: await dataIntegrityReport(), selectAll }
  })
}

/** Run Full Validation: the checks again, now, with their count as the message. */
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const issues = await findIntegrityIssues()
    return redirectWithToast('/admin/integrity', {
      kind: issues.length === 0 ? 'success' : 'warning',
      title: 'Full validation finished',
      description: issues.length === 0 ? 'No Data Issues Found' : `${pluralise(issues.length, 'issue')} found.`,
    })
  })
}

const SEVERITY_COLOUR = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' } as const

function formatBytes(bytes: number | null) {
  if (bytes === null) return 'N/A'
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export default function AdminIntegrity() {
  const { report, selectAll } = useLoaderData<typeof loader>()
  const { summary, issues } = report
  // With JavaScript the header checkbox selects every row; without it, the Select all link does.
  const [checked, setChecked] = useState<Set<string>>(() => new Set(selectAll ? issues.map((i) => i.id) : []))
  const allChecked = issues.length > 0 && checked.size === issues.length
  const [hydrated, setHydrated] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // A box ticked before hydration is ticked in the page but not in state, and the next render would
    // untick it (the row's onChange is new each render, so React writes `checked` again): read it first.
    const ticked = form.current?.querySelectorAll<HTMLInputElement>('input[name="issue"]:checked') ?? []
    if (ticked.length > 0) setChecked((now) => new Set([...now, ...Array.from(ticked, (box) => box.value)]))
    setHydrated(true)
  }, [])
  const cards: [string, string][] = [
    ['Total users', String(summary.total_users)],
    ['Active users', String(summary.active_users)],
    ['Financial records', String(summary.financial_records)],
    ['Goals', String(summary.goals)],
    ['Data issues', String(summary.data_issues)],
    ['Database size', formatBytes(summary.database_size)],
  ]
  return (
    <AdminCard id="integrity-heading" title="Data Integrity">
      <AutoRefresh seconds={REFRESH_SECONDS.integrity} />
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" my="4" data-testid="integrity-summary">
        {cards.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="xs" color="gray.600">
              {label}
            </Text>
            <Text fontSize="lg" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Form method="post" style={{ marginBottom: '1rem' }}>
        <Button type="submit" size="sm" variant="outline">
          Run Full Validation
        </Button>
      </Form>
      {issues.length === 0 ? (
        <Text>No Data Issues Found</Text>
      ) : (
        <Form ref={form} method="get" action="/admin/integrity/confirm">
          <HStack gap="3" mb="2" fontSize="sm">
            <Link to="/admin/integrity?select=all">Select all</Link>
            <Link to="/admin/integrity">Clear selection</Link>
          </HStack>
          <DataTable columns={['Select', 'Issue', 'Table', 'Type', 'Severity', 'Affected', 'Detected']}>
            {issues.map((issue) => (
              <tr key={issue.id}>
                <Td>
                  <input
                    type="checkbox"
                    name="issue"
                    value={issue.id}
                    aria-label={`Select ${issue.issue}`}
                    checked={checked.has(issue.id)}
                    onChange={(event) => {
                      const next = new Set(checked)
                      if (event.target.checked) next.add(issue.id)
                      else next.delete(issue.id)
                      setChecked(next)
                    }}
                  />
                </Td>
                <Td>{issue.issue}</Td>
                <Td>{issue.table}</Td>
                <Td>{issue.type.replace('_', ' ')}</Td>
                <Td>
                  <Badge colorPalette={SEVERITY_COLOUR[issue.severity]}>{issue.severity}</Badge>
                </Td>
                <Td>{issue.affected_records}</Td>
                <Td small>{formatAdminDate(issue.detected)}</Td>
              </tr>
            ))}
          </DataTable>
          <HStack gap="3" mt="3" wrap="wrap">
            {hydrated ? (
              <label style={{ fontSize: '0.875rem' }}>
                <input
                  type="checkbox"
                  checked={allChecked}
                  onChange={() => setChecked(allChecked ? new Set() : new Set(issues.map((i) => i.id)))}
                />{' '}
                Select all issues
              </label>
            ) : null}
            <Button type="submit" name="intent" value="fix" size="sm" colorPalette="red">
              Fix Selected
            </Button>
            <Button type="submit" name="intent" value="ignore" size="sm" variant="outline">
              Ignore Selected
            </Button>
          </HStack>
        </Form>
      )}
    </AdminCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
