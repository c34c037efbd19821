import { HStack, SimpleGrid, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { Button } from '~/components/button.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireIdParam } from '~/http/params.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { formatDollars } from '~/lib/format.ts'
import { getUserDetail } from '~/services/admin/admin.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    return { user: await getUserDetail(requireIdParam(params.id, 'Invalid user ID')) }
  })
}

/** View (03 §2.14): the user's detail, as a page of its own instead of the old modal. */
export default function AdminUserDetail() {
  const { user } = useLoaderData<typeof loader>()
  const facts: [string, string][] = [
    ['Name', `${user.first_name} ${user.last_name}`],
    ['Role', user.role],
    ['Status', user.is_active ? user.status : 'inactive'],
    ['Created', formatAdminDate(user.created_at)],
    ['Last login', formatAdminDate(user.last_login_at, 'Never')],
    ['Financial entries', String(user.financial_entries_count)],
    ['Net worth', formatDollars(user.net_worth)],
    ['Goals', String(user.goals_count)],
  ]
  return (
    <AdminCard id="user-detail-heading" title={`User ${user.email}`}>
      <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm" maxW="lg" mb="4">
        {facts.map(([label, value]) => (
          <DetailRow key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
      <Text fontWeight="semibold" mb="2">
        Active sessions ({user.sessions.length})
      </Text>
      {user.sessions.length === 0 ? (
        <Text mb="4">No active sessions found</Text>
      ) : (
        <DataTable columns={['Kind', 'Started', 'Last seen', 'Expires', 'Address']}>
          {user.sessions.map((s) => (
            <tr key={s.id}>
              <Td>{s.kind}</Td>
              <Td small>{formatAdminDate(s.created_at)}</Td>
              <Td small>{formatAdminDate(s.last_seen_at)}</Td>
              <Td small>{formatAdminDate(s.expires_at)}</Td>
              <Td small>{s.ip}</Td>
            </tr>
          ))}
        </DataTable>
      )}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/users">Back to users</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/admin/users/${user.id}/clear-cache`}>Clear Cache</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/admin/users/${user.id}/clear-tokens`}>Clear Tokens</Link>
        </Button>
        {user.sessions.length > 0 ? (
          <Button asChild size="sm" colorPalette="red" variant="outline">
            <Link to={`/admin/users/${user.id}/force-logout`}>Force Logout</Link>
          </Button>
        ) : null}
      </HStack>
    </AdminCard>
  )
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
