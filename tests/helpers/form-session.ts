/**
 * Signs in through the sign-in form of a running app (as a browser would) and answers the session
 * cookie to send with screen requests. Used by the benches that drive the built server over HTTP.
 */
export async function formSessionCookie(base: string, email: string, password: string) {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`sign-in failed for ${email}: HTTP ${login.status}`)
  return cookie
}
