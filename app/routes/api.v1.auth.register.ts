import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { RegistrationSchema } from '~/schemas/auth.ts'
import { registerUser, toPublicUser } from '~/services/account/user.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = RegistrationSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const registered = await registerUser(parsed.data)
  if (!registered.ok) return apiError(409, registered.message)
  return apiJson(toPublicUser(registered.user), 201)
})
