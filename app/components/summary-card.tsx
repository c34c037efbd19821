import { formatDollars } from '~/lib/format.ts'

/** The colours a headline figure takes (app/styles/screens.css). */
const TONES = { 'green.600': 'wp-fg-green-600', 'green.700': 'wp-fg-green-700', 'red.600': 'wp-fg-red-600' } as const

/**
 * One headline figure of a planning screen: what it is, the figure, and a line of context. Static
 * classes (app/styles/screens.css): the data-entry screen draws it and loads no Chakra.
 */
export function SummaryCard({
  title,
  value,
  detail,
  tone,
  testId,
}: {
  title: string
  value: string | number
  detail?: string
  /** The figure's colour, e.g. red for a negative net worth. */
  tone?: keyof typeof TONES
  testId?: string
}) {
  return (
    <div className="wp-card">
      <p className="wp-text-sm wp-muted">{title}</p>
      <p className={tone ? `wp-text-2xl wp-bold ${TONES[tone]}` : 'wp-text-2xl wp-bold'} data-testid={testId}>
        {value}
      </p>
      {detail ? <p className="wp-text-sm wp-muted">{detail}</p> : null}
    </div>
  )
}

/** The cash-flow card's context line; the rate counts loan payments as outflows, so it says so. */
export function savingsRateDetail(summary: { savings_rate: number; monthly_loan_payments: number }) {
  const rate = `Savings rate ${summary.savings_rate.toFixed(1)}%`
  return summary.monthly_loan_payments > 0
    ? `${rate} after ${formatDollars(summary.monthly_loan_payments)} a month of loan payments`
    : rate
}
