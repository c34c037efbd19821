import type { LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, validationError } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { notFound } from '~/lib/app-error.ts'
import { getComprehensiveSummaryJson } from '~/services/summary/comprehensive-summary.server.ts'

// GET /api/v1/financial/comprehensive-summary/{userId}: the caller's own summary. Another user's
// id answers 404 as if it did not exist (no probing which ids are accounts), unless the caller's
// stored role is admin.

// Up to 15 digits keeps the id a safe integer.
const PathSchema = z.object({
  userId: z.string().regex(/^[1-9]\d{0,14}$/, 'User id must be a positive whole number'),
})

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const parsed = PathSchema.safeParse({ userId: params.userId ?? '' })
  if (!parsed.success) throw validationError(parsed.error, 'path')
  const userId = Number(parsed.data.userId)
  if (userId !== user.id && user.role !== 'admin') throw notFound('User not found')
  return apiJson(await getComprehensiveSummaryJson(userId))
})

export const action = onlyGet
