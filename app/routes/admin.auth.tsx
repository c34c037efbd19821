import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { AutoRefresh } from '~/components/admin/auto-refresh.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { confirmQuestion, REFRESH_SECONDS, refreshChoice, SESSION_REFRESH_OPTIONS } from '~/lib/admin.ts'
import { listActiveSessions } from '~/services/admin/admin.server.ts'
import { securityAlerts } from '~/services/admin/auth-monitor.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const every = refreshChoice(
      new URL(request.url).searchParams.get('every'),
      SESSION_REFRESH_OPTIONS,
      REFRESH_SECONDS.sessions,
    )
    const [sessions, alerts] = await Promise.all([listActiveSessions(), securityAlerts()])
    return { sessions, alerts, every, updated: new Date().toISOString() }
  })
}

const ALERT_COLOUR = { high: 'red', medium: 'orange', low: 'gray' } as const

export default function AdminAuthMonitor() {
  const { sessions, alerts, every, updated } = useLoaderData<typeof loader>()
  const counters: [string, string][] = [
    ['Active sessions', String(sessions.active_sessions)],
    ['Unique users today', String(sessions.unique_users_today)],
    ['Expiring within a day', String(sessions.expiry_warnings)],
    ['Last updated', formatAdminDate(updated)],
  ]
  return (
    <>
      <AdminCard id="sessions-heading" title="Auth Monitor">
        <AutoRefresh seconds={every} options={SESSION_REFRESH_OPTIONS} />
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" my="4">
          {counters.map(([label, value]) => (
            <Box key={label} borderWidth="1px" borderRadius="md" p="3">
              <Text fontSize="xs" color="gray.600">
                {label}
              </Text>
              <Text fontWeight="semibold">{value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        {sessions.sessions.length === 0 ? (
          <Text>No active sessions found</Text>
        ) : (
          <DataTable columns={['User', 'Kind', 'Login time', 'Expires', 'Address', 'Actions']}>
            {sessions.sessions.map((s) => (
              <tr key={s.id}>
                <Td>{s.email}</Td>
                <Td>{s.kind}</Td>
                <Td small>{formatAdminDate(s.created_at)}</Td>
                <Td small>{formatAdminDate(s.expires_at)}</Td>
                <Td small>{s.ip}</Td>
                <Td>
                  <ConfirmDeleteLink
                    to={`/admin/users/${s.user_id}/force-logout`}
                    message={confirmQuestion('force-logout', s.email ?? `#${s.user_id}`)}
                    ariaLabel={`Force Logout session ${s.id} of ${s.email}`}
                    confirmLabel="Confirm"
                  >
                    Force Logout
                  </ConfirmDeleteLink>
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminCard>
      <AdminCard id="alerts-heading" title="Security Alerts">
        {alerts.length === 0 ? (
          <Text>No security alerts in the last 24 hours</Text>
        ) : (
          <Box as="ul" listStyleType="none">
            {alerts.map((alert, index) => (
              <Box as="li" key={`${alert.at}-${index}`} py="1" fontSize="sm">
                <Badge colorPalette={ALERT_COLOUR[alert.severity]}>{alert.kind.replaceAll('_', ' ')}</Badge>{' '}
                {formatAdminDate(alert.at)} · {alert.message}
              </Box>
            ))}
          </Box>
        )}
      </AdminCard>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
