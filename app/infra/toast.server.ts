import { createCookieSessionStorage, redirect } from '@remix-run/node'
import * as z from 'zod'
import { cookieSecure, getEnv } from '../env.server.ts'

// One-time messages carried across a POST → redirect → GET.
export const ToastSchema = z.object({
  kind: z.enum(['success', 'info', 'warning', 'error']).default('success'),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
})
export type Toast = z.infer<typeof ToastSchema>

const KEY = 'toast'

function storage() {
  const env = getEnv()
  return createCookieSessionStorage({
    cookie: {
      name: 'wp_toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secrets: env.SESSION_SECRET,
      secure: cookieSecure(env),
    },
  })
}

export async function toastHeader(toast: Toast) {
  const store = storage()
  const session = await store.getSession()
  session.flash(KEY, toast)
  return store.commitSession(session)
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const store = storage()
  const session = await store.getSession(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(session.get(KEY))
  if (!parsed.success) return { toast: null, setCookie: null }
  return { toast: parsed.data, setCookie: await store.destroySession(session) }
}
