/**
 * The route a request path belongs to, for per-route timings: numeric ids and long tokens become
 * `:id`, so /api/v1/goals/12 and /api/v1/goals/13 count as one route.
 */
export function routeKey(method: string, path: string) {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) || segment.length > 40 ? ':id' : segment))
  return `${method.toUpperCase()} /${segments.join('/')}`
}
