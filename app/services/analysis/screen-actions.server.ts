import { percentText } from '../../lib/analysis-display.ts'
import { pluralise } from '../../lib/format.ts'
import type { AnalysisScreenAction } from '../../schemas/analysis.ts'
import type { Toast } from '../../infra/toast.server.ts'
import { DEFAULT_ANALYZE_REQUEST, runAnalysis, simulateScenario } from './analysis.server.ts'
import { acceptAllHighPriority, applyConflictResolution, setRecommendationStatus } from './decisions.server.ts'

// The analysis screen's buttons: each runs one service call and says where to go next with
// which message. Failures are the services' AppErrors, shown on the page by the route.

const backTo = (tab: string) => `/plan/analysis?tab=${tab}`

export async function runAnalysisScreenAction(
  userId: number,
  action: AnalysisScreenAction,
): Promise<{ to: string; toast: Toast }> {
  switch (action.intent) {
    case 'refresh': {
      await runAnalysis(userId, { ...DEFAULT_ANALYZE_REQUEST, refresh: true })
      return { to: '/plan/analysis', toast: { kind: 'success', title: 'Analysis refreshed' } }
    }
    case 'resolve': {
      const result = await applyConflictResolution(userId, action.conflict_id, action.option_type)
      return { to: backTo('conflicts'), toast: { kind: 'success', title: result.message } }
    }
    case 'status': {
      const result = await setRecommendationStatus(userId, action.recommendation_id, action.status, action.notes)
      return {
        to: backTo('recommendations'),
        toast: { kind: 'success', title: `"${result.title}" is now ${result.status}` },
      }
    }
    case 'accept-high': {
      const count = await acceptAllHighPriority(userId)
      return {
        to: backTo('recommendations'),
        toast: { kind: 'success', title: `Accepted ${pluralise(count, 'high-priority recommendation')}` },
      }
    }
    case 'simulate': {
      const id = action.scenario_id
      const result = await simulateScenario(userId, { scenario_id: id, iterations: 1000, variables: {} })
      return {
        to: `/plan/analysis?tab=scenarios&scenario=${id}`,
        toast: { kind: 'success', title: `Monte Carlo run complete: ${percentText(result.success_rate)} success` },
      }
    }
  }
}
