import { Box, Flex, Heading, Table, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { DataTable } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { listActiveSessions, listUsersWithActivity } from '~/services/admin/admin.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireAdmin(request)
    const [users, sessions] = await Promise.all([listUsersWithActivity(), listActiveSessions()])
    return { adminEmail: user.email, users, sessions }
  })
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

export default function AdminRoute() {
  const { adminEmail, users, sessions } = useLoaderData<typeof loader>()
  return (
    <Box as="main" maxW="6xl" mx="auto" px="4" py="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading as="h1" size="xl">
            Admin
          </Heading>
          <Text color="gray.600" fontSize="sm">
            Signed in as {adminEmail}
          </Text>
        </Box>
        <Button asChild variant="outline" size="sm">
          <Link to="/plan">Back to the planning app</Link>
        </Button>
      </Flex>
      <Outlet />
      <Box as="section" aria-labelledby="users-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4" mb="6">
        <Heading as="h2" id="users-heading" size="md" mb="3">
          User Management ({users.length})
        </Heading>
        {users.length === 0 ? (
          <Text>No users found</Text>
        ) : (
          <DataTable columns={['User', 'Status', 'Activity', 'Active Sessions', 'Actions']}>
            {users.map((u) => (
              <Table.Row key={u.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{u.email}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {u.first_name} {u.last_name} · {u.role}
                  </Text>
                </Table.Cell>
                <Table.Cell>{u.is_active ? u.status : 'inactive'}</Table.Cell>
                <Table.Cell fontSize="xs">
                  {u.last_seen_at ? `Last seen ${dateTime.format(new Date(u.last_seen_at))}` : 'No active session'}
                </Table.Cell>
                <Table.Cell>{u.active_sessions}</Table.Cell>
                <Table.Cell>
                  {u.active_sessions > 0 ? (
                    <Button asChild size="xs" colorPalette="red" variant="outline">
                      <Link to={`/admin/users/${u.id}/force-logout`}>Force Logout</Link>
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Box>
      <Box as="section" aria-labelledby="sessions-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" id="sessions-heading" size="md" mb="1">
          Auth Monitor
        </Heading>
        <Text fontSize="sm" color="gray.600" mb="3">
          {sessions.active_sessions} active sessions · {sessions.unique_users_today} unique users today ·{' '}
          {sessions.expiry_warnings} expiring within a day
        </Text>
        {sessions.sessions.length === 0 ? (
          <Text>No active sessions found</Text>
        ) : (
          <DataTable columns={['User', 'Kind', 'Started', 'Last seen', 'Address']}>
            {sessions.sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.email}</Table.Cell>
                <Table.Cell>{s.kind}</Table.Cell>
                <Table.Cell fontSize="xs">{dateTime.format(new Date(s.created_at))}</Table.Cell>
                <Table.Cell fontSize="xs">{dateTime.format(new Date(s.last_seen_at))}</Table.Cell>
                <Table.Cell fontSize="xs">{s.ip}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Box>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Admin · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
