import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
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
  const saved = await saveAdvisorData(user.id, await parseJsonBody(request, AdvisorDataSchema))
  return apiJson({ message: 'Advisor data saved', data: toAdvisorDataJson(saved) })
})
