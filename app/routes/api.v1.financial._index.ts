// GET /api/v1/financial/ answers the summary (the admin endpoint tests call this path).
export { loader, action } from './api.v1.financial.summary.ts'
