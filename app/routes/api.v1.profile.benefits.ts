import { createRowAction, listRowsLoader } from '~/http/owned-row-api.server.ts'
import { BenefitSchema } from '~/schemas/profile.ts'
import { createBenefit, listBenefits } from '~/services/profile/benefits.server.ts'

export const loader = listRowsLoader(listBenefits)
export const action = createRowAction(BenefitSchema, createBenefit)
