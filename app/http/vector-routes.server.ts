import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '../auth/guards.server.ts'
import { vectorService, type VectorService } from '../services/vector/service.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from './api.server.ts'
import { requireOwnUserParam } from './params.ts'

// The /api/v1/vector/{call}/{userId} routes share one shape: bearer auth (401), the path's user
// id must be the caller's (404 otherwise, never another user's index), then one service call.

type Args = LoaderFunctionArgs | ActionFunctionArgs

export function vectorCall(
  method: string,
  call: (service: VectorService, userId: number, args: Args) => Promise<unknown>,
) {
  return apiHandler(async (args: Args) => {
    if (args.request.method !== method) return methodNotAllowed([method])
    const { user } = await requireApiUser(args.request)
    requireOwnUserParam(args.params.userId, user.id)
    return apiJson(await call(await vectorService(), user.id, args))
  })
}
