import { createRowAction, listRowsLoader } from '~/http/owned-row-api.server.ts'
import { FamilyMemberSchema } from '~/schemas/profile.ts'
import { createFamilyMember, listFamilyMembers } from '~/services/profile/family.server.ts'

export const loader = listRowsLoader(listFamilyMembers)
export const action = createRowAction(FamilyMemberSchema, createFamilyMember)
