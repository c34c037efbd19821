import { formatCents, pluralise } from './format.ts'

// What a chat tool returns: figures the server computed from the signed-in user's records,
// each naming where it came from (a table row, or the service that computed it). The chat
// answer may quote these and nothing else (the number audit checks it).

export const CHAT_TOOLS = [
  'net_worth',
  'cash_flow',
  'entries_by_category',
  'goals',
  'projections',
  'tax_panel',
  'retirement_calculators',
] as const
export type ChatToolName = (typeof CHAT_TOOLS)[number]

export type FactSource = { table: string; row_id: number } | { service: string }

export type FactUnit = 'usd_cents' | 'percent' | 'months' | 'years' | 'age' | 'count'

export type ToolFact = {
  tool: ChatToolName
  /** Stable within a tool, e.g. 'net_worth' or 'entry'; the offline answer picks facts by key. */
  key: string
  label: string
  value: number
  unit: FactUnit
  source: FactSource
}

export type ToolResult = { tool: ChatToolName; facts: ToolFact[]; notes: string[] }

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1)

/** A fact's value as the answer writes it: whole dollars, one-decimal percents and months. */
export function formatFact(fact: Pick<ToolFact, 'value' | 'unit'>): string {
  switch (fact.unit) {
    case 'usd_cents':
      return formatCents(fact.value)
    case 'percent':
      return `${oneDecimal(fact.value)}%`
    case 'months':
      return pluralise(Math.round(fact.value * 10) / 10, 'month')
    case 'years':
      return pluralise(fact.value, 'year')
    case 'age':
      return String(fact.value)
    case 'count':
      return String(fact.value)
  }
}

/** A source as one line of text, e.g. "financial_entries #12" or "service finance.summary". */
export function sourceText(source: FactSource): string {
  return 'table' in source ? `${source.table} #${source.row_id}` : `service ${source.service}`
}

/** The facts of several tool results, in tool order. */
export function allFacts(results: readonly ToolResult[]): ToolFact[] {
  return results.flatMap((r) => r.facts)
}
