import type { AgnosticRouteMatch, AgnosticRouteObject, Location } from '@remix-run/router'
import { setBounded } from '../app/lib/bounded-map.ts'
import { replaceExport } from './replace-export.ts'

// React Router's matchRoutes flattens, ranks and compiles every route of the tree on each call; with
// our ~180 routes that was about 15 % of the server's time per page (a profile of the screens bench:
// the request's match, the partial manifest's matches and the router's render each call it, on a tree
// Remix builds anew per request). The answer depends only on the tree's shape and the pathname, so it
// is kept per shape and pathname and handed out against the tree of the call. Remix and React Router
// call it through the package's exports object, which is what is wrapped here (their own code is left
// as it is: the same function, remembered). Server only: trees are never changed after they are built.

type RouteTree = AgnosticRouteObject[]
type MatchRoutes = (
  routes: RouteTree,
  location: Partial<Location> | string,
  basename?: string,
) => AgnosticRouteMatch<string, AgnosticRouteObject>[] | null
type Remembered = { index: number; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }

/** Pathnames remembered per tree shape; the oldest is dropped beyond this (paths carry ids). */
const MAX_PATHS = 5_000

function shapeOf(routes: RouteTree): string {
  return routes
    .map((route) => {
      const children = route.children ? `[${shapeOf(route.children)}]` : ''
      return `${route.id ?? ''}\u0001${route.path ?? ''}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}${children}`
    })
    .join('\u0002')
}

export function rememberingMatchRoutes(original: MatchRoutes): MatchRoutes {
  const shapes = new WeakMap<RouteTree, string>()
  const byShape = new Map<string, Map<string, Remembered[] | null>>()

  return function matchRoutes(routes, location, basename = '/') {
    const pathname = typeof location === 'string' ? location.split(/[?#]/)[0] : location.pathname
    if (pathname === undefined) return original(routes, location, basename)
    let shape = shapes.get(routes)
    if (shape === undefined) {
      shape = shapeOf(routes)
      shapes.set(routes, shape)
    }
    let paths = byShape.get(shape)
    if (!paths) {
      paths = new Map()
      byShape.set(shape, paths)
    }
    const key = `${basename}\u0000${pathname}`
    let remembered = paths.get(key)
    if (remembered === undefined) {
      const matches = original(routes, location, basename)
      remembered = matches && indexed(routes, matches)
      // A match outside the tree it was asked about cannot be placed on another tree: not kept.
      if (remembered?.some((match) => match.index < 0)) return matches
      setBounded(paths, key, remembered, MAX_PATHS)
    }
    return remembered && onTree(routes, remembered)
  }
}

/** Each match as its route's place among its parent's children (a tree's routes are its children). */
function indexed(routes: RouteTree, matches: AgnosticRouteMatch<string, AgnosticRouteObject>[]): Remembered[] {
  let siblings = routes
  return matches.map((match) => {
    const index = siblings.indexOf(match.route)
    siblings = match.route.children ?? []
    return { index, params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase }
  })
}

/** The remembered matches on `routes`: fresh objects, so a caller changing one changes nothing kept. */
function onTree(routes: RouteTree, remembered: Remembered[]): AgnosticRouteMatch<string, AgnosticRouteObject>[] {
  let siblings = routes
  return remembered.map(({ index, params, pathname, pathnameBase }) => {
    const route = siblings[index]
    siblings = route.children ?? []
    return { route, params: { ...params }, pathname, pathnameBase }
  })
}

/** Installs the remembering matchRoutes on the router package the Remix runtime loads (once). */
export function rememberRouteMatches() {
  replaceExport<MatchRoutes>('@remix-run/router', 'matchRoutes', rememberingMatchRoutes)
}
