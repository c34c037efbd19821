import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { readValidBody } from '~/http/owned-row-api.server.ts'
import { InvestmentPreferencesSchema } from '~/schemas/investment-preferences.ts'
import {
  createInvestmentPreferences,
  deleteInvestmentPreferences,
  getInvestmentPreferences,
  updateInvestmentPreferences,
} from '~/services/profile/investment-preferences.server.ts'

// Spec 7, Investment preferences: GET answers 404 until preferences are set; POST creates
// (defaults fill what the body leaves out; 409 when they exist), PUT changes the named fields,
// DELETE removes them.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(await getInvestmentPreferences(user.id))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (!['POST', 'PUT', 'DELETE'].includes(request.method)) return methodNotAllowed(['GET', 'POST', 'PUT', 'DELETE'])
  const { user } = await requireApiUser(request)
  if (request.method === 'DELETE') {
    await deleteInvestmentPreferences(user.id)
    return apiJson({ message: 'Investment preferences deleted' })
  }
  const input = await readValidBody(request, InvestmentPreferencesSchema)
  if (request.method === 'POST') return apiJson(await createInvestmentPreferences(user.id, input), 201)
  return apiJson(await updateInvestmentPreferences(user.id, input))
})
