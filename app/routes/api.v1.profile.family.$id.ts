import { ownedRowApi } from '~/http/owned-row-api.server.ts'
import { FamilyMemberPatchSchema } from '~/schemas/profile.ts'
import { deleteFamilyMember, updateFamilyMember } from '~/services/profile/family.server.ts'

const api = ownedRowApi({
  invalidIdMessage: 'Invalid ID',
  updateMethod: 'PATCH',
  schema: FamilyMemberPatchSchema,
  update: updateFamilyMember,
  remove: deleteFamilyMember,
  deletedMessage: 'Family member deleted',
})

export const loader = api.loader
export const action = api.action
