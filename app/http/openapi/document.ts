import * as z from 'zod'
import { IDEMPOTENCY_KEY_PATTERN } from '../../lib/idempotency-key.ts'
import { API_ROUTES, routeFilePath, type ApiRoute, type Method, type Operation } from './operations.ts'

// The OpenAPI 3.1 description of /api/v1, generated from the route table and its zod schemas.
// OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what z.toJSONSchema writes. The request
// side is described (`io: 'input'`: what a client sends, before defaults and coercion); answers are
// described by their status and the error shapes every call shares.

type JsonSchema = Record<string, unknown>

const toSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A refinement or transform has no JSON Schema: the field is described without it.
    unrepresentable: 'any',
  })
  return rest
}

function queryParameters(schema: z.ZodType) {
  const json = toSchema(schema)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }))
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Retry safely: the same key and body answer the first response again (Idempotency-Replayed: true), ' +
    'without a second row; the same key with another body answers 422. Per user, kept 24 hours.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'citationId' || name === 'id' ? { type: 'string' } : { type: 'integer', minimum: 1 },
  }))
}

const ERROR = { $ref: '#/components/schemas/Error' }
const VALIDATION_ERROR = { $ref: '#/components/schemas/ValidationError' }

function responses(operation: Operation) {
  const json = (schema: unknown, description: string) => ({
    description,
    content: { 'application/json': { schema } },
  })
  return {
    [String(operation.status ?? 200)]: json({}, 'Success'),
    ...(operation.auth === 'none' ? {} : { '401': json(ERROR, 'No valid bearer token') }),
    ...(operation.auth === 'admin' ? { '403': json(ERROR, 'Not an admin (the role stored on the user)') } : {}),
    '404': json(ERROR, 'Not found, or not the caller’s'),
    '422': json(VALIDATION_ERROR, 'Invalid input: one entry per field'),
  }
}

function operationObject(route: ApiRoute & { tag: string }, method: Method, operation: Operation, path: string) {
  const parameters = [
    ...pathParameters(path),
    ...(operation.query ? queryParameters(operation.query) : []),
    ...(operation.idempotent ? [IDEMPOTENCY_KEY] : []),
  ]
  const mediaType = operation.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
  return {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: operation.summary,
    tags: [route.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { [mediaType]: { schema: toSchema(operation.body) } } } }
      : {}),
    ...(operation.auth === 'none' ? { security: [] } : {}),
    responses: responses(operation),
  }
}

type PathItem = Record<string, ReturnType<typeof operationObject> | string>

function pathItems(): Record<string, PathItem> {
  const byFile = new Map(API_ROUTES.map((route) => [route.file, route]))
  const paths: Record<string, PathItem> = {}
  for (const route of API_ROUTES) {
    const target = 'aliasOf' in route ? byFile.get(route.aliasOf) : route
    if (!target || 'aliasOf' in target) throw new Error(`${route.file}: alias of an unknown route`)
    const path = routeFilePath(route.file)
    const item: PathItem = {}
    if ('aliasOf' in route) item.description = `The same handlers as ${routeFilePath(route.aliasOf)}.`
    for (const [method, operation] of Object.entries(target.operations) as [Method, Operation][]) {
      item[method] = operationObject(target, method, operation, path)
    }
    paths[path] = item
  }
  return paths
}

let built: ReturnType<typeof buildDocument> | undefined

function buildDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'WealthPath API',
      version: '1',
      description:
        'The JSON API of the product specification. Errors answer {detail}; invalid input answers 422 with a list.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths: pathItems(),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'access_token from /auth/login' } },
      schemas: {
        Error: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
        ValidationError: {
          type: 'object',
          required: ['detail'],
          properties: {
            detail: {
              type: 'array',
              items: {
                type: 'object',
                required: ['loc', 'msg', 'type'],
                properties: {
                  loc: { type: 'array', items: { type: ['string', 'integer'] } },
                  msg: { type: 'string' },
                  type: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  }
}

/** The description, built once per process (the table and schemas do not change while it runs). */
export function openApiDocument() {
  built ??= buildDocument()
  return built
}
