// The old goals-v2 path: the same handlers as the spec's path.
export { loader, action } from './api.v1.preferences.ts'
