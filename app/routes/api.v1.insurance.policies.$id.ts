import { ownedRowApi } from '~/http/owned-row-api.server.ts'
import { InsurancePolicyUpdateSchema } from '~/schemas/insurance.ts'
import { deletePolicy, getPolicy, updatePolicy } from '~/services/profile/insurance.server.ts'

const api = ownedRowApi({
  invalidIdMessage: 'Invalid policy ID',
  get: getPolicy,
  updateMethod: 'PUT',
  schema: InsurancePolicyUpdateSchema,
  update: updatePolicy,
  remove: deletePolicy,
  deletedMessage: 'Policy deleted',
})

export const loader = api.loader
export const action = api.action
