import type { ChatToolName } from './chat-facts.ts'
import type { AdvisorIntent } from './offline-advisor.ts'

// Which tools the server runs for a question, by its intent (classifyIntent): the model never
// chooses a tool, so it can never ask for data the question does not need.

/** The tools a question of this intent needs, in the order their facts are shown. */
export const TOOLS_BY_INTENT: Record<AdvisorIntent, ChatToolName[]> = {
  retirement: ['retirement_calculators', 'projections', 'cash_flow'],
  debt: ['entries_by_category', 'cash_flow', 'net_worth'],
  taxes: ['tax_panel', 'cash_flow', 'net_worth'],
  spending: ['cash_flow', 'entries_by_category'],
  goals: ['goals', 'cash_flow'],
  emergency_fund: ['cash_flow', 'net_worth', 'entries_by_category'],
  investing: ['net_worth', 'entries_by_category', 'cash_flow'],
  general: ['net_worth', 'cash_flow'],
}
