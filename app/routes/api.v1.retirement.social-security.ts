import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { SocialSecuritySchema } from '~/schemas/retirement.ts'
import { socialSecurityResult } from '~/services/retirement/panel.server.ts'

// POST { estimated_benefit, claiming_age, birth_year? }: the benefit at the claiming age, the
// comparison table 62–70 and breakeven ages, as the Retirement panel shows them.
export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = SocialSecuritySchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  return apiJson(socialSecurityResult(parsed.data))
})
