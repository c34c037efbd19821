import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../../app/http/openapi/document.ts'
import { API_ROUTES, routeFilePath, type Operation } from '../../app/http/openapi/operations.ts'

// The OpenAPI description is generated from a table (app/http/openapi/operations.ts). These tests
// keep the table true to the route modules: every /api/v1 module has its row and path, every row a
// module, and each row names exactly the zod schemas its module parses with.

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../app/routes')
const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../app/schemas')

// The catch-all answers unknown /api/v1 paths with a JSON 404: it is not a call.
const NOT_CALLS = new Set(['api.v1.$.ts'])
const apiRouteFiles = readdirSync(ROUTES_DIR).filter((f) => f.startsWith('api.v1.') && !NOT_CALLS.has(f))

const document = openApiDocument()
const byFile = new Map(API_ROUTES.map((route) => [route.file, route]))

/** The names the app/schemas modules export their zod schemas under, by schema object. */
async function schemaNames() {
  const names = new Map<unknown, string>()
  for (const file of readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module: Record<string, unknown> = await import(path.join(SCHEMAS_DIR, file))
    for (const [name, value] of Object.entries(module)) if (name.endsWith('Schema')) names.set(value, name)
  }
  return names
}

/** The `…Schema` values a route module takes from app/schemas (type-only imports left out). */
function schemasUsedBy(file: string): string[] {
  const source = readFileSync(path.join(ROUTES_DIR, file), 'utf8')
  const used = new Set<string>()
  for (const [, names] of source.matchAll(/^import \{([^}]*)\} from '~\/schemas\/[^']+'/gm)) {
    for (const raw of names.split(',')) {
      const name = raw.trim()
      if (name.endsWith('Schema') && !name.startsWith('type ')) used.add(name)
    }
  }
  return [...used].sort()
}

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 with operations for many calls', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths).length).toBeGreaterThan(90)
  })

  it('has a row for every app/routes/api.v1.* module, and a module for every row', () => {
    expect(apiRouteFiles.length).toBeGreaterThan(90)
    expect(apiRouteFiles.filter((file) => !byFile.has(file))).toEqual([])
    expect(API_ROUTES.map((r) => r.file).filter((file) => !apiRouteFiles.includes(file))).toEqual([])
  })

  it('names the Idempotency-Key header on exactly the calls whose module takes it', () => {
    const takesKey = apiRouteFiles.filter((file) =>
      readFileSync(path.join(ROUTES_DIR, file), 'utf8').includes('withIdempotencyKey'),
    )
    expect(takesKey.length).toBeGreaterThan(0)
    const described = Object.entries(document.paths).flatMap(([apiPath, item]) =>
      Object.entries(item)
        .filter(([, operation]) =>
          (operation as { parameters?: { name: string }[] }).parameters?.some((p) => p.name === 'Idempotency-Key'),
        )
        .map(([method]) => `${method} ${apiPath}`),
    )
    // Each module that takes it, and each alias of one (the same handlers at an older path).
    const expected = API_ROUTES.filter((route) =>
      takesKey.includes('aliasOf' in route ? route.aliasOf : route.file),
    ).map((route) => `post ${routeFilePath(route.file)}`)
    expect(described.sort()).toEqual(expected.sort())
  })

  it("puts every route module's path in the description, with at least one method", () => {
    for (const file of apiRouteFiles) {
      const item = document.paths[routeFilePath(file)]
      expect(item, file).toBeDefined()
      expect(Object.keys(item).filter((k) => k !== 'description').length, file).toBeGreaterThan(0)
    }
  })

  it('names exactly the schemas each module parses with (aliases: none, their target’s)', async () => {
    const names = await schemaNames()
    for (const file of apiRouteFiles) {
      const route = byFile.get(file)
      if (!route) continue
      if ('aliasOf' in route) {
        expect(schemasUsedBy(file), `${file} re-exports ${route.aliasOf}`).toEqual([])
        expect(readFileSync(path.join(ROUTES_DIR, file), 'utf8')).toContain(`from './${route.aliasOf}'`)
        continue
      }
      const operations: Operation[] = Object.values(route.operations)
      const named = new Set(
        operations.flatMap((op) => [op.query, op.body]).flatMap((schema) => (schema ? [names.get(schema)] : [])),
      )
      const own = schemasUsedBy(file)
      // A handler re-exported from another module (GET /entries/{userId} is /entries' loader) parses with its schemas.
      const reexported = [
        ...readFileSync(path.join(ROUTES_DIR, file), 'utf8').matchAll(/^export \{[^}]*\} from '\.\/([^']+)'/gm),
      ]
      const reachable = new Set([...own, ...reexported.flatMap(([, other]) => schemasUsedBy(other))])
      expect(
        own.filter((name) => !named.has(name)),
        `${file} parses with schemas its row does not name`,
      ).toEqual([])
      expect(
        [...named].filter((name) => name && !reachable.has(name)),
        `${file}'s row names schemas it does not use`,
      ).toEqual([])
    }
  })

  it('describes a body and query parameters from the zod schemas themselves', () => {
    const create = document.paths['/api/v1/goals'].post
    expect(typeof create).toBe('object')
    const body = JSON.stringify(create)
    for (const field of ['target_amount', 'target_date', 'category', 'retirement']) expect(body).toContain(field)
    const list = document.paths['/api/v1/financial/entries'].get
    const names = typeof list === 'object' && 'parameters' in list ? list.parameters?.map((p) => p.name) : []
    expect(names).toEqual(expect.arrayContaining(['category', 'limit', 'offset']))
    const login = document.paths['/api/v1/auth/login'].post
    expect(JSON.stringify(login)).toContain('application/x-www-form-urlencoded')
  })

  it('reads route file names as Remix does', () => {
    expect(routeFilePath('api.v1.goals._index.ts')).toBe('/api/v1/goals')
    expect(routeFilePath('api.v1.financial.cash-flow_.$userId.ts')).toBe('/api/v1/financial/cash-flow/{userId}')
    expect(routeFilePath('api.v1.openapi[.]json.ts')).toBe('/api/v1/openapi.json')
  })
})
