import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '../auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from './api.server.ts'
import { requireOwnUserParam } from './params.ts'

// The /api/v1/debug/{call}/{userId} routes: bearer auth (401), a user id that is not a positive
// whole number is a bad parameter (422, FastAPI's list shape), another user's id is 404 (never
// their data), then one service call for the caller.

type Args = LoaderFunctionArgs | ActionFunctionArgs

export function debugCall(method: string, call: (userId: number) => Promise<unknown>) {
  return apiHandler(async ({ request, params }: Args) => {
    if (request.method !== method) return methodNotAllowed([method])
    const { user } = await requireApiUser(request)
    requireOwnUserParam(params.userId, user.id)
    return apiJson(await call(user.id))
  })
}
