import { AnalysisInputError, AnalysisUnavailable } from '~/services/analysis/analysis.server.ts'
import { apiError } from './api.server.ts'

/** The API answer for the analysis' known failures; anything else is rethrown. */
export function analysisFailure(error: unknown): Response {
  if (error instanceof AnalysisInputError) return apiError(error.status, error.message)
  if (error instanceof AnalysisUnavailable) {
    return apiError(503, `The analysis is temporarily unavailable: ${error.message}`, { 'Retry-After': '30' })
  }
  throw error
}
