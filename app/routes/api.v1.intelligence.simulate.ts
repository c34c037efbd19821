import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { SimulateRequestSchema } from '~/schemas/analysis.ts'
import { simulateScenario } from '~/services/analysis/analysis.server.ts'

export const loader = onlyPost

export const action = apiUserWrite(SimulateRequestSchema, simulateScenario)
