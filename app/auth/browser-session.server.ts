import { redirect } from '@remix-run/node'
import type { User } from '../../db/index.ts'
import { createSession } from '../services/account/sessions.server.ts'
import { requestClient } from '../infra/request-context.server.ts'
import { toastHeader, type Toast } from '../infra/toast.server.ts'
import { serializeSessionCookie } from './cookie.server.ts'

/** Starts a browser session for the user and redirects with the cookie (and an optional toast) set. */
export async function signInAndRedirect({
  user,
  request,
  redirectTo,
  toast,
}: {
  user: User
  request: Request
  redirectTo: string
  toast?: Toast
}) {
  const { token } = await createSession({ userId: user.id, kind: 'browser', client: requestClient(request) })
  const headers = new Headers()
  headers.append('Set-Cookie', await serializeSessionCookie(token))
  if (toast) headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(redirectTo, { headers })
}
