import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getFlowShellSummary } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(getFlowShellSummary)
export const action = onlyGet
