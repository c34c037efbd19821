import { getEnv } from '../env.server.ts'

/**
 * Where this process answers, for the admin's probes of the app's own routes: always loopback
 * (a Host header must not steer the server's own requests elsewhere), on the port the request
 * reached, or PORT when the request came through a proxy on a default port.
 */
export function selfOrigin(request: Request) {
  const port = new URL(request.url).port || String(getEnv().PORT)
  return `http://127.0.0.1:${port}`
}
