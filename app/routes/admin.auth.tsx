import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { AutoRefresh } from '~/components/admin/auto-refresh.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Pager } from '~/components/pager.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import {
  ADMIN_PAGE_SIZES,
  confirmQuestion,
  REFRESH_SECONDS,
  refreshChoice,
  SESSION_NOUN,
  SESSION_REFRESH_OPTIONS,
} from '~/lib/admin.ts'
import { pageNotice, withParams } from '~/lib/paging.ts'
import { readAdminPage } from '~/schemas/admin.ts'
import { listActiveSessionsPage } from '~/services/admin/admin.server.ts'
import { securityAlerts } from '~/services/admin/auth-monitor.server.ts'

// The counters cover every live session; the table shows one page of them (issue 12: a screen
// stays under 60 KB however many sessions are open). Paging behaves as on User Management.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const params = new URL(request.url).searchParams
    const every = refreshChoice(params.get('every'), SESSION_REFRESH_OPTIONS, REFRESH_SECONDS.sessions)
    const { page, errors } = readAdminPage(params)
    const [sessions, alerts] = await Promise.all([
      listActiveSessionsPage(page),
      securityAlerts(new Date(), ADMIN_PAGE_SIZES.alerts),
    ])
    const notice = pageNotice(sessions.window)
    return data(
      { sessions, alerts, every, updated: new Date().toISOString(), errors, notice },
      { status: errors.length > 0 ? 422 : 200 },
    )
  })
}

const ALERT_COLOUR = { high: 'red', medium: 'orange', low: 'gray' } as const

export default function AdminAuthMonitor() {
  const { sessions, alerts, every, updated, errors, notice } = useLoaderData<typeof loader>()
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
        <ErrorBanner messages={errors} testId="list-errors" />
        {notice ? (
          <Text role="status" fontSize="sm" my="2">
            {notice}
          </Text>
        ) : null}
        <Pager
          window={sessions.window}
          hrefFor={(page) => withParams('', { every: every === REFRESH_SECONDS.sessions ? null : every, page })}
          label="Session pages"
          noun={SESSION_NOUN}
        />
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
        <Text fontSize="xs" color="gray.600">
          {`The latest ${ADMIN_PAGE_SIZES.alerts} of the last 24 hours, newest first.`}
        </Text>
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
