import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
import { RegistrationSchema } from '~/schemas/auth.ts'
import { registerUser, toPublicUser } from '~/services/account/user.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  return apiJson(toPublicUser(await registerUser(await parseJsonBody(request, RegistrationSchema))), 201)
})
