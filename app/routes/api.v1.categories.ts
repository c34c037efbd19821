import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { goalCategories } from '~/lib/goal-catalogue.ts'

export const loader = apiUserLoader(async () => goalCategories())

export const action = onlyGet
