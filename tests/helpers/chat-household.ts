import type { ChatToolName, ToolResult } from '../../app/lib/chat-facts.ts'
import {
  cashFlowResult,
  entriesResult,
  goalsResult,
  netWorthResult,
  retirementCalculatorsResult,
  type EntryRow,
} from '../../app/lib/chat-tool-results.ts'
import type { AdvisorIntent } from '../../app/lib/offline-advisor.ts'
import type { ChatDeps } from '../../app/services/chat/answer.server.ts'
import type { LlmDeps } from '../../app/services/llm/generate.server.ts'
import type { CallRecord } from '../../app/services/llm/record.server.ts'
import { TOOLS_BY_INTENT } from '../../app/lib/chat-tools-by-intent.ts'
import { HAND_WORKED_FACTS } from './advisor-facts.ts'

// The hand-worked household (advisor-facts.ts) as the chat's tools would report it, with its
// entries as rows: what the chat tests answer from without a database.

export const HOUSEHOLD_ENTRIES: EntryRow[] = [
  {
    id: 11,
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount_cents: 2_000_000,
    interest_rate: null,
  },
  {
    id: 12,
    category: 'assets',
    subcategory: 'retirement_accounts',
    description: '401(k)',
    amount_cents: 15_000_000,
    interest_rate: null,
  },
  {
    id: 13,
    category: 'assets',
    subcategory: 'investment_accounts',
    description: 'Brokerage',
    amount_cents: 3_000_000,
    interest_rate: null,
  },
  {
    id: 21,
    category: 'liabilities',
    subcategory: 'auto_loans',
    description: 'Car loan',
    amount_cents: 5_000_000,
    interest_rate: 6,
  },
  {
    id: 31,
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount_cents: 250_000,
    interest_rate: null,
  },
  {
    id: 32,
    category: 'expenses',
    subcategory: 'food',
    description: 'Groceries',
    amount_cents: 90_000,
    interest_rate: null,
  },
]

const ENTRY_CATEGORIES: Partial<Record<AdvisorIntent, string[]>> = {
  debt: ['liabilities'],
  spending: ['expenses'],
  investing: ['investment_accounts', 'retirement_accounts'],
  emergency_fund: ['cash_bank_accounts'],
}

function householdTool(tool: ChatToolName, intent: AdvisorIntent): ToolResult {
  const f = HAND_WORKED_FACTS
  switch (tool) {
    case 'net_worth':
      return netWorthResult(f)
    case 'cash_flow':
      return cashFlowResult(f)
    case 'entries_by_category':
      return entriesResult(HOUSEHOLD_ENTRIES, ENTRY_CATEGORIES[intent] ?? ['assets', 'liabilities'])
    case 'goals':
      return goalsResult(
        [
          {
            id: 41,
            name: 'House down payment',
            targetCents: 6_000_000,
            currentCents: 1_500_000,
            progressPercent: 25,
            monthlyRequiredCents: 150_000,
            feasibilityScore: 100,
          },
        ],
        f.monthlySurplusCents,
      )
    case 'projections': {
      const source = { service: 'projections.lifecycle' }
      return {
        tool,
        facts: [
          { tool, key: 'success_rate', label: 'Plan success rate', value: 81.2, unit: 'percent', source },
          { tool, key: 'planning_age', label: 'Planned to age', value: 95, unit: 'age', source },
        ],
        notes: [],
      }
    }
    case 'tax_panel': {
      const source = { table: 'tax_infos', row_id: 51 }
      return {
        tool,
        facts: [
          { tool, key: 'tax_bracket', label: 'Federal marginal bracket', value: 22, unit: 'percent', source },
          {
            tool,
            key: 'adjusted_gross_income',
            label: 'Adjusted gross income',
            value: 9_600_000,
            unit: 'usd_cents',
            source,
          },
        ],
        notes: [],
      }
    }
    case 'retirement_calculators':
      return retirementCalculatorsResult(f, { salaryDollars: 96_000, socialSecurityMonthlyDollars: 2_450 })
  }
}

/** Chat deps over the household: its tools, no vector context, the given language-model deps. */
export function householdChatDeps(llm: LlmDeps) {
  const toolRuns: AdvisorIntent[] = []
  const deps: ChatDeps = {
    runTools: async (_userId, intent, onResult) => {
      toolRuns.push(intent)
      const results = TOOLS_BY_INTENT[intent].map((tool) => householdTool(tool, intent))
      for (const r of results) onResult?.(r)
      return results
    },
    knowledge: async () => '',
    llm,
  }
  return { deps, toolRuns }
}

/** Language-model deps with no provider configured: the offline advisor answers. */
export function offlineLlmDeps() {
  const records: CallRecord[] = []
  const deps: LlmDeps = {
    config: { providers: [], timeoutMs: 2000, maxRetries: 0, retryBaseMs: 1 },
    modelFor: () => {
      throw new Error('no provider is configured')
    },
    record: async (call) => {
      records.push(call)
    },
    sleep: async () => {},
  }
  return { deps, records }
}
