import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { InvestmentPreferencesSchema } from '~/schemas/investment-preferences.ts'
import {
  createInvestmentPreferences,
  deleteInvestmentPreferences,
  getInvestmentPreferences,
  INVESTMENT_PREFERENCES_EXIST,
  INVESTMENT_PREFERENCES_NOT_FOUND,
  updateInvestmentPreferences,
} from '~/services/profile/investment-preferences.server.ts'

// Spec 7, Investment preferences: GET answers 404 until preferences are set; POST creates
// (defaults fill what the body leaves out), PUT changes the named fields, DELETE removes them.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const preferences = await getInvestmentPreferences(user.id)
  return preferences ? apiJson(preferences) : apiError(404, INVESTMENT_PREFERENCES_NOT_FOUND)
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (!['POST', 'PUT', 'DELETE'].includes(request.method)) return methodNotAllowed(['GET', 'POST', 'PUT', 'DELETE'])
  const { user } = await requireApiUser(request)
  if (request.method === 'DELETE') {
    return (await deleteInvestmentPreferences(user.id))
      ? apiJson({ message: 'Investment preferences deleted' })
      : apiError(404, INVESTMENT_PREFERENCES_NOT_FOUND)
  }
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = InvestmentPreferencesSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  if (request.method === 'POST') {
    const created = await createInvestmentPreferences(user.id, parsed.data)
    return created ? apiJson(created, 201) : apiError(409, INVESTMENT_PREFERENCES_EXIST)
  }
  const updated = await updateInvestmentPreferences(user.id, parsed.data)
  return updated ? apiJson(updated) : apiError(404, INVESTMENT_PREFERENCES_NOT_FOUND)
})
