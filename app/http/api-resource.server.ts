import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { requireApiUser } from '../auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from './api.server.ts'

// Most of /api/v1 is "read one thing of the caller's": these build those routes' exports.

/** A GET answering `read` for the bearer token's user, with the API's error mapping. */
export function apiUserLoader<T>(read: (userId: number, args: LoaderFunctionArgs) => Promise<T>) {
  return apiHandler(async (args: LoaderFunctionArgs) => {
    const { user } = await requireApiUser(args.request)
    return apiJson(await read(user.id, args))
  })
}

/** The action of a read-only resource. */
export const onlyGet = () => methodNotAllowed(['GET'])

/**
 * A write for the bearer token's user: a method outside `methods` (POST unless told) answers
 * 405 with `allow`, the JSON body is checked against `schema` (422), and `write` answers it.
 */
export function apiUserWrite<Schema extends z.ZodType, T>(
  schema: Schema,
  write: (userId: number, body: z.output<Schema>, args: ActionFunctionArgs) => Promise<T>,
  { methods = ['POST'], allow = methods }: { methods?: string[]; allow?: string[] } = {},
) {
  return apiHandler(async (args: ActionFunctionArgs) => {
    if (!methods.includes(args.request.method)) return methodNotAllowed(allow)
    const { user } = await requireApiUser(args.request)
    return apiJson(await write(user.id, await parseJsonBody(args.request, schema), args))
  })
}

/** The loader of a resource that only takes writes. */
export const onlyPost = () => methodNotAllowed(['POST'])
