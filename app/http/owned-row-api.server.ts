import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { requireApiUser } from '../auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from './api.server.ts'
import { requireIdParam } from './params.ts'

// The JSON API of a user's rows (family members, benefits, tax records, estate documents,
// insurance policies): a collection URL that lists and adds, and a row URL that reads, changes
// and deletes. Services throw AppError for a foreign id or a conflict; apiHandler answers it.

/** The request's JSON body checked by the schema; a thrown 422 Response when it is not JSON or not valid. */
export async function readValidBody<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const body = await readJsonBody(request)
  if (!body.ok) throw body.response
  const parsed = schema.safeParse(body.body)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** GET of a collection URL: the user's rows. */
export function listRowsLoader(list: (userId: number) => Promise<unknown>) {
  return apiHandler(async ({ request }: LoaderFunctionArgs) => {
    const { user } = await requireApiUser(request)
    return apiJson(await list(user.id))
  })
}

/** POST to a collection URL adds a row (201); any other method is a 405. */
export function createRowAction<Schema extends z.ZodType>(
  schema: Schema,
  create: (userId: number, input: z.output<Schema>) => Promise<unknown>,
) {
  return apiHandler(async ({ request }: ActionFunctionArgs) => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const { user } = await requireApiUser(request)
    return apiJson(await create(user.id, await readValidBody(request, schema)), 201)
  })
}

type RowApiOptions<Schema extends z.ZodType> = {
  /** The 400 detail for an id that is not a positive integer, e.g. "Invalid document ID". */
  invalidIdMessage: string
  /** GET of one row; without it the row URL answers GET with 405. */
  get?: (userId: number, id: number) => Promise<unknown>
  /** PATCH (only the fields given) or PUT, as the resource's clients know it. */
  updateMethod: 'PATCH' | 'PUT'
  schema: Schema
  update: (userId: number, id: number, input: z.output<Schema>) => Promise<unknown>
  remove: (userId: number, id: number) => Promise<void>
  /** The DELETE answer's message, e.g. "Benefit deleted". */
  deletedMessage: string
}

export function ownedRowApi<Schema extends z.ZodType>(options: RowApiOptions<Schema>) {
  const { invalidIdMessage, get, updateMethod, schema, update, remove, deletedMessage } = options
  const allowed = [...(get ? ['GET'] : []), updateMethod, 'DELETE']
  return {
    loader: get
      ? apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
          const { user } = await requireApiUser(request)
          return apiJson(await get(user.id, requireIdParam(params.id, invalidIdMessage)))
        })
      : () => methodNotAllowed(allowed),
    action: apiHandler(async ({ request, params }: ActionFunctionArgs) => {
      if (request.method !== updateMethod && request.method !== 'DELETE') return methodNotAllowed(allowed)
      const { user } = await requireApiUser(request)
      const id = requireIdParam(params.id, invalidIdMessage)
      if (request.method === 'DELETE') {
        await remove(user.id, id)
        return apiJson({ message: deletedMessage, id })
      }
      return apiJson(await update(user.id, id, await readValidBody(request, schema)))
    }),
  }
}
