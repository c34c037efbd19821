import { ownedRowApi } from '~/http/owned-row-api.server.ts'
import { BenefitPatchSchema } from '~/schemas/profile.ts'
import { deleteBenefit, updateBenefit } from '~/services/profile/benefits.server.ts'

const api = ownedRowApi({
  invalidIdMessage: 'Invalid ID',
  updateMethod: 'PATCH',
  schema: BenefitPatchSchema,
  update: updateBenefit,
  remove: deleteBenefit,
  deletedMessage: 'Benefit deleted',
})

export const loader = api.loader
export const action = api.action
