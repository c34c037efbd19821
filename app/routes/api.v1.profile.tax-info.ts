import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { TaxInfoQuerySchema, TaxInfoSchema } from '~/schemas/profile.ts'
import { createTaxInfo, listTaxInfo } from '~/services/profile/profile.server.ts'

// GET lists the records, newest year first (?tax_year= narrows to one year); POST adds one.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = TaxInfoQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  return apiJson(await listTaxInfo(user.id, { taxYear: query.data.tax_year }))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = TaxInfoSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const result = await createTaxInfo(user.id, parsed.data)
  if (!result.ok) return apiError(result.status, result.message)
  return apiJson(result.taxInfo, 201)
})
