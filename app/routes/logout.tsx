import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOutBrowser } from '~/auth/sign-out.server.ts'

export async function loader() {
  // GET never changes data: signing out is a POST from the Logout button.
  return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  return redirect('/', { headers: await signOutBrowser(request) })
}
