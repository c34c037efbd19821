// The analysis's /api/v1/users/{userId}/profile: the same handler as /api/v1/users/profile.
export { loader, action } from './api.v1.users.profile.ts'
