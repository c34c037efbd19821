import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOutBrowser } from '~/auth/sign-out.server.ts'
import { toastHeader } from '~/infra/toast.server.ts'

export async function loader() {
  // GET never changes data: signing out is a POST from the Logout button.
  return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = await signOutBrowser(request)
  headers.append('Set-Cookie', await toastHeader({ kind: 'info', title: 'You have been signed out.' }))
  return redirect('/', { headers })
}
