import { HStack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { Button } from '~/components/button.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { confirmQuestion, USER_ACTIONS, USER_ACTION_SLUGS } from '~/lib/admin.ts'
import { formatDollars } from '~/lib/format.ts'
import { listUsersWithActivity } from '~/services/admin/admin.server.ts'
import { listAuditLog } from '~/services/admin/audit.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const [users, audit] = await Promise.all([listUsersWithActivity(), listAuditLog()])
    return { users, audit }
  })
}

export default function AdminUsers() {
  const { users, audit } = useLoaderData<typeof loader>()
  return (
    <>
      <AdminCard id="users-heading" title={`User Management (${users.length})`}>
        <Text mb="3" fontSize="sm">
          <Link to=".">Refresh</Link>
        </Text>
        {users.length === 0 ? (
          <Text>No users found</Text>
        ) : (
          <DataTable columns={['User', 'Status', 'Activity', 'Data Summary', 'Active Sessions', 'Actions']}>
            {users.map((u) => (
              <tr key={u.id}>
                <Td>
                  <Text fontWeight="medium">{u.email}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {u.first_name} {u.last_name} · {u.role}
                  </Text>
                </Td>
                <Td>{u.is_active ? u.status : 'inactive'}</Td>
                <Td small>
                  <div>Last login {formatAdminDate(u.last_login_at, 'Never')}</div>
                  <div>{u.last_seen_at ? `Last seen ${formatAdminDate(u.last_seen_at)}` : 'No active session'}</div>
                </Td>
                <Td small data-testid="data-summary">
                  <div>{u.financial_entries_count} entries</div>
                  <div>Net worth {formatDollars(u.net_worth)}</div>
                  <div>{u.goals_count} goals</div>
                </Td>
                <Td>{u.active_sessions}</Td>
                <Td>
                  <HStack gap="1" wrap="wrap">
                    <Button asChild size="xs" variant="outline">
                      <Link to={`/admin/users/${u.id}`} aria-label={`View ${u.email}`}>
                        View
                      </Link>
                    </Button>
                    {USER_ACTION_SLUGS.filter((slug) => slug !== 'force-logout' || u.active_sessions > 0).map(
                      (slug) => (
                        <ConfirmDeleteLink
                          key={slug}
                          to={`/admin/users/${u.id}/${slug}`}
                          message={confirmQuestion(slug, u.email)}
                          ariaLabel={`${USER_ACTIONS[slug].title} ${u.email}`}
                          confirmLabel="Confirm"
                        >
                          {USER_ACTIONS[slug].title}
                        </ConfirmDeleteLink>
                      ),
                    )}
                  </HStack>
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
        <Text mt="3" fontSize="xs" color="gray.600">
          Impersonation is not offered: the product has no safe way to act as another user yet.
        </Text>
      </AdminCard>
      <AuditLogCard audit={audit} />
    </>
  )
}

function AuditLogCard({ audit }: { audit: Awaited<ReturnType<typeof listAuditLog>> }) {
  return (
    <AdminCard id="audit-heading" title="Audit Log">
      {audit.length === 0 ? (
        <Text>No admin actions yet</Text>
      ) : (
        <DataTable columns={['When', 'Admin', 'Action', 'User', 'Detail']}>
          {audit.map((a) => (
            <tr key={a.id}>
              <Td small>{formatAdminDate(a.created_at)}</Td>
              <Td>{a.admin_email}</Td>
              <Td>{a.action_label}</Td>
              <Td>{a.target ?? '—'}</Td>
              <Td small>{a.detail ?? ''}</Td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
