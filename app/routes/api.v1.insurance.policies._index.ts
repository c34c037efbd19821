import { createRowAction, listRowsLoader } from '~/http/owned-row-api.server.ts'
import { InsurancePolicySchema } from '~/schemas/insurance.ts'
import { createPolicy, listPolicies } from '~/services/profile/insurance.server.ts'

export const loader = listRowsLoader(listPolicies)
export const action = createRowAction(InsurancePolicySchema, createPolicy)
