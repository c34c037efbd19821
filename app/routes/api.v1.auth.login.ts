import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, apiJson, methodNotAllowed, readFormBody, validationError } from '~/http/api.server.ts'
import { ApiLoginSchema } from '~/schemas/auth.ts'
import { issueTokens } from '~/auth/api-tokens.server.ts'
import { attemptLogin } from '~/services/account/login.server.ts'
import { clientIp, requestClient } from '~/infra/request-context.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const parsed = ApiLoginSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const user = await attemptLogin({
    email: parsed.data.username,
    password: parsed.data.password,
    ip: clientIp(request),
  })
  return apiJson(await issueTokens(user, requestClient(request)))
})
