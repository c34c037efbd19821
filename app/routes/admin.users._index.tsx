import { Text } from '@chakra-ui/react'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { EmailSearchForm } from '~/components/admin/email-search.tsx'
import { Button } from '~/components/button.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Pager } from '~/components/pager.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { AUDIT_NOUN, confirmQuestion, USER_ACTIONS, USER_ACTION_SLUGS, USER_NOUN } from '~/lib/admin.ts'
import { formatDollars } from '~/lib/format.ts'
import { pageNotice, withParams } from '~/lib/paging.ts'
import { readAdminUsersQuery, type AdminUsersQuery } from '~/schemas/admin.ts'
import { listUsersPage } from '~/services/admin/admin.server.ts'
import { listAuditPage } from '~/services/admin/audit.server.ts'

// Both lists are read a page at a time (issue 12: a screen stays under 60 KB however many
// accounts there are). A refused query parameter answers 422 with the lists still shown and a
// message, and a page past the end shows the last page with a notice, as the entry lists do.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const { query, errors } = readAdminUsersQuery(new URL(request.url).searchParams)
    const [users, audit] = await Promise.all([listUsersPage(query), listAuditPage(query.audit_page)])
    const notices = [pageNotice(users.window), pageNotice(audit.window)].filter((n) => n !== null)
    // Only what the table shows goes to the page: its data is sent again for hydration.
    const rows = users.users.map((u) => ({
      id: u.id,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      role: u.role,
      is_active: u.is_active,
      status: u.status,
      last_login_at: u.last_login_at,
      last_seen_at: u.last_seen_at,
      active_sessions: u.active_sessions,
      financial_entries_count: u.financial_entries_count,
      net_worth: u.net_worth,
      goals_count: u.goals_count,
    }))
    return data(
      {
        users: { ...users, users: rows },
        audit,
        query: { ...query, page: users.window.page, audit_page: audit.window.page },
        errors,
        notices,
      },
      { status: errors.length > 0 ? 422 : 200 },
    )
  })
}

/** A link to this screen with the query the loader used and `changes` (page 1 and blanks left out). */
function usersHref(query: AdminUsersQuery, changes: Partial<AdminUsersQuery>) {
  const next = { ...query, ...changes }
  return withParams('', {
    q: next.q ?? null,
    page: next.page,
    audit_page: next.audit_page === 1 ? null : next.audit_page,
  })
}

export default function AdminUsers() {
  const { users, audit, query, errors, notices } = useLoaderData<typeof loader>()
  return (
    <>
      <AdminCard id="users-heading" title={`User Management (${users.all_users})`}>
        <Text mb="3" fontSize="sm">
          <Link to={usersHref(query, {})}>Refresh</Link>
        </Text>
        <EmailSearchForm q={query.q} label="Search users" clearTo="/admin/users" />
        <ErrorBanner messages={errors} testId="list-errors" />
        {notices.map((notice) => (
          <Text key={notice} role="status" fontSize="sm" my="2">
            {notice}
          </Text>
        ))}
        <Pager
          window={users.window}
          hrefFor={(page) => usersHref(query, { page })}
          label="User pages"
          noun={USER_NOUN}
        />
        {users.users.length === 0 ? (
          <Text>No users found</Text>
        ) : (
          <DataTable columns={['User', 'Status', 'Activity', 'Data Summary', 'Active Sessions', 'Actions']}>
            {users.users.map((u) => (
              <tr key={u.id}>
                <Td>
                  <div className="wp-medium">{u.email}</div>
                  <div className="wp-muted wp-text-xs">{`${u.first_name} ${u.last_name} · ${u.role}`}</div>
                </Td>
                <Td>{u.is_active ? u.status : 'inactive'}</Td>
                <Td small>
                  <div>{`Last login ${formatAdminDate(u.last_login_at, 'Never')}`}</div>
                  <div>{u.last_seen_at ? `Last seen ${formatAdminDate(u.last_seen_at)}` : 'No active session'}</div>
                </Td>
                <Td small data-testid="data-summary">
                  <div>{`${u.financial_entries_count} entries`}</div>
                  <div>{`Net worth ${formatDollars(u.net_worth)}`}</div>
                  <div>{`${u.goals_count} goals`}</div>
                </Td>
                <Td>{u.active_sessions}</Td>
                <Td>
                  <div className="wp-row-actions wp-row-actions--wrap">
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
                  </div>
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
        {users.window.pageCount > 1 ? (
          <Pager
            window={users.window}
            hrefFor={(page) => usersHref(query, { page })}
            label="User pages (bottom)"
            noun={USER_NOUN}
          />
        ) : null}
        <Text mt="3" fontSize="xs" color="gray.600">
          Impersonation is not offered: the product has no safe way to act as another user yet.
        </Text>
      </AdminCard>
      <AuditLogCard audit={audit} hrefFor={(page) => usersHref(query, { audit_page: page })} />
    </>
  )
}

function AuditLogCard({
  audit,
  hrefFor,
}: {
  audit: Awaited<ReturnType<typeof listAuditPage>>
  hrefFor: (page: number) => string
}) {
  return (
    <AdminCard id="audit-heading" title="Audit Log">
      <Pager window={audit.window} hrefFor={hrefFor} label="Audit Log pages" noun={AUDIT_NOUN} />
      {audit.entries.length === 0 ? (
        <Text>No admin actions yet</Text>
      ) : (
        <DataTable columns={['When', 'Admin', 'Action', 'User', 'Detail']}>
          {audit.entries.map((a) => (
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
