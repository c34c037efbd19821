import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, validationError } from '~/http/api.server.ts'
import { createRowAction } from '~/http/owned-row-api.server.ts'
import { TaxInfoQuerySchema, TaxInfoSchema } from '~/schemas/profile.ts'
import { createTaxInfo, listTaxInfo } from '~/services/profile/tax-info.server.ts'

// GET lists the records, newest year first (?tax_year= narrows to one year); POST adds one,
// a 409 when that year already has a record.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = TaxInfoQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  return apiJson(await listTaxInfo(user.id, { taxYear: query.data.tax_year }))
})

export const action = createRowAction(TaxInfoSchema, createTaxInfo)
