import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { AdvisorDataSchema } from '~/schemas/advisor.ts'
import { saveAdvisorData, toAdvisorDataJson } from '~/services/advisor/advisor.server.ts'

// Spec 7, Advisor: the flat payload of 3.2 replaces the saved record (what it leaves out is
// cleared); the answer is the saved data as nested groups.
export async function loader() {
  return methodNotAllowed(['POST'])
}

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = AdvisorDataSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const saved = await saveAdvisorData(user.id, parsed.data)
  return apiJson({ message: 'Advisor data saved', data: toAdvisorDataJson(saved) })
})
