import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { requireUserIdParam } from '~/http/params.ts'
import { notFound } from '~/lib/app-error.ts'
import { getComprehensiveSummaryJson } from '~/services/summary/comprehensive-summary.server.ts'

// GET /api/v1/financial/comprehensive-summary/{userId}: the caller's own summary. Another user's
// id answers 404 as if it did not exist (no probing which ids are accounts), unless the caller's
// stored role is admin.

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const userId = requireUserIdParam(params.userId)
  if (userId !== user.id && user.role !== 'admin') throw notFound('User not found')
  return apiJson(await getComprehensiveSummaryJson(userId))
})

export const action = onlyGet
