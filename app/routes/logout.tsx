import { Container } from '@chakra-ui/react'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getBrowserAuth, safeRedirectTo } from '~/auth/guards.server.ts'
import { signOutBrowser } from '~/auth/sign-out.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { toastHeader } from '~/infra/toast.server.ts'

// GET never changes data: the spec's `?clear` links (and a visit here) ask first; the Logout
// button and this page's form sign out with a POST (issue 16, item 11).
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const back = safeRedirectTo(new URL(request.url).searchParams.get('back'), '/')
    if (!(await getBrowserAuth(request))) throw redirect(back)
    return { back }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = await signOutBrowser(request)
  headers.append('Set-Cookie', await toastHeader({ kind: 'info', title: 'You have been signed out.' }))
  return redirect('/', { headers })
}

export default function ConfirmSignOut() {
  const { back } = useLoaderData<typeof loader>()
  return (
    <Container as="main" maxW="xl" py={{ base: '8', md: '16' }}>
      <ConfirmDeletePage
        title="Sign Out"
        question="Do you want to sign out of WealthPath?"
        cancelTo={back}
        confirmLabel="Sign Out"
        busyLabel="Signing out..."
      />
    </Container>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign out — WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
