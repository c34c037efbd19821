import { createRequire } from 'node:module'
import { createStaticHandler, matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { rememberingMatchRoutes } from '../../server/route-match-cache.ts'

// The remembered matchRoutes answers exactly what React Router's does, on any tree of the same shape,
// with the route objects of the tree it was given.

/** A tree like Remix builds per request: root, pathless layouts, index routes, params, splats. */
function tree(): AgnosticRouteObject[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/_index', index: true },
        { id: 'routes/login', path: 'login' },
        {
          id: 'routes/plan',
          path: 'plan',
          children: [
            { id: 'routes/plan._index', index: true },
            { id: 'routes/plan.goals', path: 'goals' },
            { id: 'routes/plan.goals.$id', path: 'goals/:id' },
            { id: 'routes/plan.goals.$id.edit', path: 'goals/:id/edit' },
            { id: 'routes/plan.goals.new', path: 'goals/new' },
            { id: 'routes/plan.financial-data', path: 'financial-data', caseSensitive: true },
          ],
        },
        { id: 'routes/_auth', children: [{ id: 'routes/_auth.register', path: 'register' }] },
        { id: 'routes/docs.$lang', path: 'docs/:lang?/guide' },
        { id: 'routes/api.v1.$', path: 'api/v1/*' },
        { id: 'routes/$', path: '*' },
      ],
    },
  ]
}

const PATHS = [
  '/',
  '/login',
  '/plan',
  '/plan/',
  '/plan/goals',
  '/plan/goals/new',
  '/plan/goals/42',
  '/plan/goals/42/edit',
  '/plan/goals/a%20b',
  '/plan/Financial-Data',
  '/plan/financial-data',
  '/register',
  '/docs/guide',
  '/docs/en/guide',
  '/api/v1/goals/7?x=1',
  '/nowhere/at/all',
]

describe('remembered route matches', () => {
  it('answers what matchRoutes answers, for each path, first and again', () => {
    const remembering = rememberingMatchRoutes(matchRoutes)
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        const routes = tree()
        expect(remembering(routes, path), `${path}, round ${round}`).toEqual(matchRoutes(routes, path))
        expect(remembering(routes, { pathname: path.split('?')[0] })).toEqual(matchRoutes(routes, path))
      }
    }
  })

  it('hands out the routes of the tree it is given, and fresh params a caller may change', () => {
    const remembering = rememberingMatchRoutes(matchRoutes)
    const first = tree()
    const second = tree()
    const before = remembering(first, '/plan/goals/42')!
    ;(before[2].params as Record<string, string>).id = 'changed'
    const after = remembering(second, '/plan/goals/42')!
    expect(after.map((m) => m.route.id)).toEqual(['root', 'routes/plan', 'routes/plan.goals.$id'])
    expect(after[2].route).toBe(second[0].children![2].children![2])
    expect(after[2].params).toEqual({ id: '42' })
  })

  it('keeps apart trees of another shape and another basename', () => {
    const remembering = rememberingMatchRoutes(matchRoutes)
    const other = tree()
    other[0].children![1].path = 'sign-in'
    expect(remembering(tree(), '/login')?.at(-1)?.route.id).toBe('routes/login')
    expect(remembering(other, '/login')?.at(-1)?.route.id).toBe('routes/$')
    expect(remembering(tree(), '/app/login', '/app')).toEqual(matchRoutes(tree(), '/app/login', '/app'))
    expect(remembering(tree(), '/login', '/app')).toBeNull()
  })

  it("reaches the static handler's own matching (patches/@remix-run+router: through the exports object)", async () => {
    const require = createRequire(import.meta.url)
    const router = require('@remix-run/router') as { matchRoutes: typeof matchRoutes }
    const original = router.matchRoutes
    const seen: string[] = []
    router.matchRoutes = (routes, location, basename) => {
      seen.push(typeof location === 'string' ? location : (location.pathname ?? ''))
      return original(routes, location, basename)
    }
    try {
      const handler = createStaticHandler([
        { id: 'root', path: '/', children: [{ id: 'a', path: 'a', loader: () => 1 }] },
      ])
      await handler.query(new Request('http://localhost/a'))
      await handler.queryRoute(new Request('http://localhost/a'))
    } finally {
      router.matchRoutes = original
    }
    expect(seen).toEqual(['/a', '/a'])
  })
})
