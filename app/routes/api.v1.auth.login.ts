import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiHandler, apiJson, methodNotAllowed, readFormBody, validationError } from '~/http/api.server.ts'
import { ApiLoginSchema } from '~/schemas/auth.ts'
import { issueTokens } from '~/auth/api-tokens.server.ts'
import { attemptLogin } from '~/services/account/login.server.ts'
import { clientIp } from '~/infra/request-context.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const parsed = ApiLoginSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const attempt = await attemptLogin({
    email: parsed.data.username,
    password: parsed.data.password,
    ip: clientIp(request),
  })
  if (!attempt.ok) {
    return attempt.status === 429
      ? apiError(429, attempt.message, { 'Retry-After': String(attempt.retryAfterSeconds) })
      : apiError(401, attempt.message, { 'WWW-Authenticate': 'Bearer' })
  }
  return apiJson(await issueTokens(attempt.user, request))
})
