import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { AnalyzeRequestSchema } from '~/schemas/analysis.ts'
import { runAnalysis } from '~/services/analysis/analysis.server.ts'
import { analysisJson } from '~/services/analysis/decisions.server.ts'

export const loader = onlyPost

export const action = apiUserWrite(AnalyzeRequestSchema, async (userId, request) =>
  analysisJson(userId, await runAnalysis(userId, request)),
)
