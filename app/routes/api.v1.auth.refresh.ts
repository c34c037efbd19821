import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
import { RefreshSchema } from '~/schemas/auth.ts'
import { refreshTokens } from '~/auth/api-tokens.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { refresh_token } = await parseJsonBody(request, RefreshSchema)
  return apiJson(await refreshTokens(refresh_token))
})
