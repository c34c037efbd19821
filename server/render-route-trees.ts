import { replaceExport } from './replace-export.ts'

// Remix's server render (RemixServer) builds the whole route tree from the build's manifest on every page
// (`createServerRoutes`), and React Router's static router then converts that tree into data routes
// (`convertRoutesToDataRoutes`). With our ~180 routes the two were about 15 % of a page's server time (a
// profile of the screens bench), for a tree that only changes with the build. Both are called through
// their package's exports object, so each is replaced there by the same function remembered per build:
// the answer is kept while the manifest, the route modules and the options are the same objects.
// Nothing downstream changes these trees on the server (the static router copies routes, never edits them).
// Server only; the browser's trees change with lazy route discovery and are never touched here.

type Fn = (...args: never[]) => unknown

/** The last answer of `fn`, handed out again while every argument is the same as last time. */
function rememberLast<F extends Fn>(fn: F, same: (a: Parameters<F>, b: Parameters<F>) => boolean): F {
  let last: { args: Parameters<F>; answer: ReturnType<F> } | null = null
  return ((...args: Parameters<F>) => {
    if (last && same(last.args, args)) return last.answer
    const answer = fn(...args) as ReturnType<F>
    last = { args, answer }
    return answer
  }) as F
}

type ServerRoutesArgs = [manifestRoutes: object, routeModules: Record<string, unknown>, future: unknown, spa: unknown]

/**
 * The same route modules: the same object once rememberingEntryRouteModules (below) is installed, else a
 * fresh object per request from Remix that holds the same modules.
 */
function sameModules(a: Record<string, unknown>, b: Record<string, unknown>) {
  if (a === b) return true
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => a[key] === b[key])
}

export function rememberingServerRoutes<F extends Fn>(createServerRoutes: F): F {
  const remembered = rememberLast(createServerRoutes, (a, b) => {
    const [x, y] = [a as unknown as ServerRoutesArgs, b as unknown as ServerRoutesArgs]
    return x[0] === y[0] && x[2] === y[2] && x[3] === y[3] && sameModules(x[1], y[1])
  })
  // Only the top-level call (four arguments) is remembered; its own recursive calls pass more.
  return ((...args: Parameters<F>) => (args.length <= 4 ? remembered(...args) : createServerRoutes(...args))) as F
}

type ConvertArgs = [
  routes: unknown,
  mapRouteProperties: unknown,
  parentPath: unknown,
  manifest?: Record<string, unknown>,
]

/** convertRoutesToDataRoutes fills the caller's `manifest` (route id → data route) besides answering. */
export function rememberingDataRoutes<F extends Fn>(convert: F): F {
  let last: { routes: unknown; map: unknown; answer: unknown; manifest: Record<string, unknown> } | null = null
  return ((...args: Parameters<F>) => {
    const [routes, map, parentPath, manifest] = args as unknown as ConvertArgs
    if (parentPath !== undefined) return convert(...args)
    if (!last || last.routes !== routes || last.map !== map) {
      const filled: Record<string, unknown> = {}
      const answer = convert(...([routes, map, undefined, filled] as unknown as Parameters<F>))
      last = { routes, map, answer, manifest: filled }
    }
    // The caller hands a fresh `{}` and only looks ids up in it: the kept manifest behind it answers
    // them, without copying ~180 entries per page.
    if (manifest) Object.setPrototypeOf(manifest, last.manifest)
    return last.answer
  }) as F
}

type EntryRouteModules = (manifest: Record<string, { module: unknown }>) => Record<string, unknown>

/**
 * Remix's document request gathers the route modules out of the build's manifest into a new object per
 * request (`createEntryRouteModules`): ~180 properties, about 11 KB that a page keeps alive until it is
 * sent, and which createServerRoutes above then had to compare key by key. The object only changes with
 * the manifest, so one is kept per manifest; the server reads it and never writes to it (the browser
 * fills its own module cache, which this does not touch).
 */
export function rememberingEntryRouteModules(create: EntryRouteModules): EntryRouteModules {
  const kept = new WeakMap<object, Record<string, unknown>>()
  return (manifest) => {
    let modules = kept.get(manifest)
    if (modules === undefined) {
      modules = create(manifest)
      kept.set(manifest, modules)
    }
    return modules
  }
}

/** Installs all three on the packages the Remix runtime loads (once). */
export function rememberRenderRouteTrees() {
  replaceExport<EntryRouteModules>(
    '@remix-run/server-runtime/dist/entry.js',
    'createEntryRouteModules',
    rememberingEntryRouteModules,
  )
  replaceExport<Fn>('@remix-run/react/dist/routes.js', 'createServerRoutes', rememberingServerRoutes)
  replaceExport<Fn>('@remix-run/router', 'UNSAFE_convertRoutesToDataRoutes', rememberingDataRoutes)
}
