import {
  UNSAFE_convertRoutesToDataRoutes as convertRoutesToDataRoutes,
  type AgnosticDataRouteObject,
  type AgnosticRouteObject,
} from '@remix-run/router'
import { describe, expect, it, vi } from 'vitest'
import { createRequire } from 'node:module'
import {
  rememberingDataRoutes,
  rememberingEntryRouteModules,
  rememberingServerRoutes,
  rememberRenderRouteTrees,
} from '../../server/render-route-trees.ts'

// The page render's route trees are built once per build: the same answer while the manifest, the
// route modules and the options are the same objects, a new one when any of them changes.

type Build = (
  manifest: object,
  modules: Record<string, unknown>,
  future: unknown,
  spa: unknown,
  ...rest: unknown[]
) => unknown

describe('remembered server routes', () => {
  const manifest = { root: { id: 'root' } }
  const future = {}
  const modules = () => ({ root: rootModule })
  const rootModule = { default: () => null }

  it('builds once for the same manifest and modules, though the modules object is new per request', () => {
    const build = vi.fn<Build>(() => [{ id: 'root' }])
    const remembering = rememberingServerRoutes(build)
    const first = remembering(manifest, modules(), future, false)
    expect(remembering(manifest, modules(), future, false)).toBe(first)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('builds again when the manifest, a module, the options or SPA mode change', () => {
    const build = vi.fn<Build>(() => [{ id: 'root' }])
    const remembering = rememberingServerRoutes(build)
    remembering(manifest, modules(), future, false)
    remembering({ ...manifest }, modules(), future, false)
    remembering(manifest, { root: { default: () => null } }, future, false)
    remembering(manifest, { ...modules(), extra: {} }, future, false)
    remembering(manifest, modules(), {}, false)
    remembering(manifest, modules(), future, true)
    expect(build).toHaveBeenCalledTimes(6)
  })

  it('passes its own recursive calls (more arguments) straight through', () => {
    const build = vi.fn<Build>(() => [])
    const remembering = rememberingServerRoutes(build)
    remembering(manifest, modules(), future, false, 'root', {}, null)
    remembering(manifest, modules(), future, false, 'root', {}, null)
    expect(build).toHaveBeenCalledTimes(2)
  })
})

describe('remembered data routes', () => {
  const mapRouteProperties = (route: AgnosticRouteObject) => ({ hasErrorBoundary: route.id === 'root' })
  const routes: AgnosticRouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'child', path: 'a' },
        { id: 'index', index: true },
      ],
    },
  ]

  it("answers what React Router answers, and each caller's manifest finds every route by id", () => {
    const remembering = rememberingDataRoutes(convertRoutesToDataRoutes)
    const expectedManifest = {}
    const expected = convertRoutesToDataRoutes(routes, mapRouteProperties, undefined, expectedManifest)
    for (const round of [1, 2]) {
      const manifest: Record<string, AgnosticDataRouteObject> = {}
      const answer = remembering(routes, mapRouteProperties, undefined, manifest)
      expect(answer, `round ${round}`).toEqual(expected)
      for (const id of ['root', 'child', 'index'])
        expect(manifest[id]).toEqual(expectedManifest[id as keyof typeof expectedManifest])
      expect(manifest.nowhere).toBeUndefined()
    }
  })

  it('converts once per tree, and again for another tree', () => {
    const convert = vi.fn(convertRoutesToDataRoutes)
    const remembering = rememberingDataRoutes(convert)
    const first = remembering(routes, mapRouteProperties, undefined, {})
    expect(remembering(routes, mapRouteProperties, undefined, {})).toBe(first)
    expect(convert).toHaveBeenCalledTimes(1)
    const other = [{ id: 'root', path: '/' }]
    expect(remembering(other, mapRouteProperties, undefined, {})).not.toBe(first)
    expect(convert).toHaveBeenCalledTimes(2)
  })
})

describe('remembered entry route modules', () => {
  type Manifest = Record<string, { module: unknown }>
  const gather = (manifest: Manifest) =>
    Object.fromEntries(Object.entries(manifest).map(([id, route]) => [id, route.module]))
  const manifest: Manifest = { root: { module: { default: () => null } }, 'routes/a': { module: {} } }

  it("hands out one object per manifest, holding what Remix's own gathering holds", () => {
    const create = vi.fn(gather)
    const remembering = rememberingEntryRouteModules(create)
    const first = remembering(manifest)
    expect(first).toEqual(gather(manifest))
    expect(remembering(manifest)).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('gathers again for another manifest (another build)', () => {
    const create = vi.fn(gather)
    const remembering = rememberingEntryRouteModules(create)
    const first = remembering(manifest)
    const other: Manifest = { root: { module: {} } }
    expect(remembering(other)).toEqual(gather(other))
    expect(remembering(other)).not.toBe(first)
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('is what the Remix runtime calls once installed', () => {
    rememberRenderRouteTrees()
    const runtime = createRequire(import.meta.url)('@remix-run/server-runtime/dist/entry.js') as {
      createEntryRouteModules: (manifest: Manifest) => Record<string, unknown>
    }
    expect(runtime.createEntryRouteModules(manifest)).toBe(runtime.createEntryRouteModules(manifest))
    expect(runtime.createEntryRouteModules(manifest)).toEqual(gather(manifest))
  })
})
