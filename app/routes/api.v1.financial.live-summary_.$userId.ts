export { loader, action } from './api.v1.financial.live-summary.ts'
