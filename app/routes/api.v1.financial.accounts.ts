import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { listAccounts } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(listAccounts)
export const action = onlyGet
