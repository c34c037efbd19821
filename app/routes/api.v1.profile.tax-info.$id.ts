import { ownedRowApi } from '~/http/owned-row-api.server.ts'
import { TaxInfoPatchSchema } from '~/schemas/profile.ts'
import { deleteTaxInfo, updateTaxInfo } from '~/services/profile/tax-info.server.ts'

const api = ownedRowApi({
  invalidIdMessage: 'Invalid ID',
  updateMethod: 'PATCH',
  schema: TaxInfoPatchSchema,
  update: updateTaxInfo,
  remove: deleteTaxInfo,
  deletedMessage: 'Tax information deleted',
})

export const loader = api.loader
export const action = api.action
