import { apiUserLoader } from '~/http/api-resource.server.ts'
import { getAdvisorData, toAdvisorDataJson } from '~/services/advisor/advisor.server.ts'

// Spec 7, Advisor: the user's advisor data as nested groups (mortgage, retirement,
// investments, subscriptions), money in dollars; fields never saved are null.
export const loader = apiUserLoader(async (userId) => toAdvisorDataJson(await getAdvisorData(userId)))
