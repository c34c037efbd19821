import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireIdParam } from '~/http/params.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { confirmQuestion, isUserActionSlug, USER_ACTIONS, type UserActionSlug } from '~/lib/admin.ts'
import { pluralise } from '~/lib/format.ts'
import { clearUserCache, clearUserTokens, forceLogout, getUserForAdmin } from '~/services/admin/admin.server.ts'

function requireAction(raw: string | undefined): UserActionSlug {
  if (!isUserActionSlug(raw)) throw new Response('Not found', { status: 404 })
  return raw
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const slug = requireAction(params.action)
    const user = await getUserForAdmin(requireIdParam(params.id, 'Invalid user ID'))
    return { slug, id: user.id, email: user.email }
  })
}

const RUN = {
  'force-logout': async (admin, id) => pluralise(await forceLogout(admin, id), 'session') + ' ended.',
  'clear-cache': async (admin, id) => pluralise(await clearUserCache(admin, id), 'cached value') + ' removed.',
  'clear-tokens': async (admin, id) => pluralise(await clearUserTokens(admin, id), 'API session') + ' revoked.',
} satisfies Record<UserActionSlug, (admin: { id: number; email: string }, userId: number) => Promise<string>>

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user: admin } = await requireAdmin(request)
    const slug = requireAction(params.action)
    const user = await getUserForAdmin(requireIdParam(params.id, 'Invalid user ID'))
    const description = await RUN[slug](admin, user.id)
    return redirectWithToast('/admin/users', {
      kind: 'success',
      title: USER_ACTIONS[slug].done,
      description: `${user.email}: ${description}`,
    })
  })
}

/** The confirmation step (03 §4), as a page so it works without JavaScript. */
export default function ConfirmUserAction() {
  const { slug, email } = useLoaderData<typeof loader>()
  return (
    <ConfirmDeletePage
      title={USER_ACTIONS[slug].title}
      question={confirmQuestion(slug, email)}
      cancelTo="/admin/users"
      confirmLabel="Confirm"
      busyLabel="Working..."
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
