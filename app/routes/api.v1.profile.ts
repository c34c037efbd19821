// Today's /api/v1/profile: the same handlers as the spec's /api/v1/profile/profile. The
// /api/v1/profile/* routes are children of this module in the route tree, but as resource
// routes each answers its own URL: only the deepest match's handler runs.
export { loader, action } from './api.v1.profile.profile.ts'
