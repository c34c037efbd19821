import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { goalTemplates } from '~/lib/goal-catalogue.ts'

export const loader = apiUserLoader(async () => goalTemplates())

export const action = onlyGet
