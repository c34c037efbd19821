import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { PreferencesSchema } from '~/schemas/goals.ts'
import {
  createPreferences,
  getPreferences,
  PREFERENCES_EXIST,
  toPreferencesJson,
  updatePreferences,
} from '~/services/goals/goals.server.ts'

// GET answers null until preferences are saved; POST saves them the first time, PUT changes them.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const row = await getPreferences(user.id)
  return apiJson(row ? toPreferencesJson(row) : null)
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PUT') return methodNotAllowed(['GET', 'POST', 'PUT'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = PreferencesSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  if (request.method === 'POST') {
    const created = await createPreferences(user.id, parsed.data)
    return created ? apiJson(toPreferencesJson(created), 201) : apiError(409, PREFERENCES_EXIST)
  }
  return apiJson(toPreferencesJson(await updatePreferences(user.id, parsed.data)))
})
