export { loader, action } from './api.v1.financial.cash-flow.ts'
