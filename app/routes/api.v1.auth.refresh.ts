import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { RefreshSchema } from '~/schemas/auth.ts'
import { refreshTokens } from '~/auth/api-tokens.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = RefreshSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const tokens = await refreshTokens(parsed.data.refresh_token)
  if (!tokens) return apiError(401, 'Could not validate credentials', { 'WWW-Authenticate': 'Bearer' })
  return apiJson(tokens)
})
