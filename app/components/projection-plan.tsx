import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { Button } from '~/components/button.tsx'
import { Form } from '@remix-run/react'
import {
  DEFAULT_PART_TIME_UNTIL_AGE,
  DEFAULT_WITHDRAWAL_RATES,
  HORIZONS,
  WITHDRAWAL_RATE_BOUNDS,
} from '~/lib/projection-fields.ts'

// The lifecycle parts of the projection screen: the plan pickers (a GET form, so it works the
// same with JavaScript on and off), the retirement phase, and the methodology text.

type Choice = { value: string; label: string }

export type PlanPicker = {
  retirementAge: number | null
  planningAge: number | null
  strategy: string
  /** The rate set for the percentage or guardrail strategy, in percent; '' for the strategy's default. */
  withdrawalRate: string
  /** The Social Security claiming age used (or asked, before a run); null without a benefit record. */
  claimingAge: number | null
  /** Retirement spending set on the form (dollars a month, today's dollars); '' for the monthly expenses. */
  retirementSpending: string
  /** Part-time pay in retirement set on the form (dollars a month, today's dollars); '' for none. */
  partTimeIncome: string
  /** The age part-time pay stops at, as set; null for the default. */
  partTimeUntilAge: number | null
  /** IRA contributions set on the form (dollars a year, today's dollars); '' for none. */
  iraContribution: string
  /** The IRA's kind (a PLAN_IRA_KINDS value). */
  iraType: string
  iraTypes: Choice[]
  /** This year's IRA limit as the field's hint names it ("$7,500 in 2026, more from 50"). */
  iraLimit: string
  /** Where the retirement age used came from ("From your retirement goal “Retire at 60”."), once a run has read it. */
  retirementAgeHint: string | null
  /** What the plan spends when none is set ("your monthly expenses ($4,545)"), once a run has read it. */
  spendingDefault: string | null
  returnModel: string
  /** The order retirement withdrawals take after cash (a WITHDRAWAL_ORDERS name). */
  withdrawalOrder: string
  dollars: string
  strategies: Choice[]
  returnModels: Choice[]
  withdrawalOrders: Choice[]
  dollarBases: Choice[]
  dollarsLabel: string
  assumedAge: boolean
  /** Why an age used differs from the one asked (lifecycle-plan.ts's adjustments). */
  adjustments: string[]
  personalProperty: string | null
}

const selectStyle = { padding: '6px', border: '1px solid #cbd5e0', borderRadius: '6px', width: '100%' }

function Select({
  id,
  name,
  label,
  value,
  choices,
}: {
  id: string
  name: string
  label: string
  value: string
  choices: Choice[]
}) {
  return (
    <div className="wp-stack wp-gap-1">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} style={selectStyle}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function AgeInput(props: {
  id: string
  name: string
  label: string
  min: number
  max: number
  value: number | null
  hint?: string | null
}) {
  const hintId = `${props.id}-hint`
  return (
    <div className="wp-stack wp-gap-1">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        defaultValue={props.value ?? ''}
        aria-describedby={props.hint ? hintId : undefined}
        style={selectStyle}
      />
      {props.hint ? (
        <span id={hintId} className="wp-text-sm">
          {props.hint}
        </span>
      ) : null}
    </div>
  )
}

/** The percentage or guardrail strategy's rate; blank means the strategy's default, which the hint names. */
function RateInput({ value }: { value: string }) {
  const { min, max } = WITHDRAWAL_RATE_BOUNDS
  const { fixed_percentage: percentage, guardrails } = DEFAULT_WITHDRAWAL_RATES
  return (
    <div className="wp-stack wp-gap-1">
      <label htmlFor="withdrawal-rate">Withdrawal rate (%)</label>
      <input
        id="withdrawal-rate"
        name="withdrawal_rate"
        type="number"
        inputMode="decimal"
        min={min * 100}
        max={max * 100}
        step="any"
        defaultValue={value}
        aria-describedby="withdrawal-rate-hint"
        style={selectStyle}
      />
      <span id="withdrawal-rate-hint" className="wp-text-sm">
        {`For the fixed percentage (blank: ${percentage * 100}%) and guardrail (blank: ${guardrails * 100}%) strategies; ${min * 100}–${max * 100}%.`}
      </span>
    </div>
  )
}

/** A dollars-a-month field (typed as text: "$2,000" is taken) with its hint. */
function DollarsInput(props: { id: string; name: string; label: string; value: string; hint: string }) {
  const hintId = `${props.id}-hint`
  return (
    <div className="wp-stack wp-gap-1">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        inputMode="decimal"
        defaultValue={props.value}
        aria-describedby={hintId}
        style={selectStyle}
      />
      <span id={hintId} className="wp-text-sm">
        {props.hint}
      </span>
    </div>
  )
}

/** Part-time pay from the retirement age, and the age it stops at (blank: 70, which the hint names). */
function PartTimeInputs({ income, untilAge }: { income: string; untilAge: number | null }) {
  return (
    <>
      <DollarsInput
        id="part-time-income"
        name="part_time_monthly_income"
        label="Part-time pay in retirement ($ a month)"
        value={income}
        hint="Before tax, in today's dollars, from your retirement age. Blank: none."
      />
      <AgeInput
        id="part-time-until"
        name="part_time_until_age"
        label="Part-time work until age"
        min={31}
        max={110}
        value={untilAge}
        hint={`Blank: ${DEFAULT_PART_TIME_UNTIL_AGE}.`}
      />
    </>
  )
}

/** Spending from the retirement age; blank means the retirement goal's or the monthly expenses, which the hint names. */
function SpendingInput({ value, blankMeans }: { value: string; blankMeans: string | null }) {
  return (
    <DollarsInput
      id="retirement-spending"
      name="retirement_monthly_spending"
      label="Retirement spending ($ a month)"
      value={value}
      hint={`In today's dollars. Blank: ${blankMeans ?? 'your retirement goal’s spending, else your monthly expenses'}.`}
    />
  )
}

function planFormKey(picker: PlanPicker, horizon: number): string {
  const { retirementAge, planningAge, claimingAge, retirementSpending, strategy, withdrawalRate } = picker
  return JSON.stringify([
    horizon,
    retirementAge,
    planningAge,
    claimingAge,
    retirementSpending,
    picker.partTimeIncome,
    picker.partTimeUntilAge,
    picker.iraContribution,
    picker.iraType,
    strategy,
    withdrawalRate,
    picker.returnModel,
    picker.withdrawalOrder,
    picker.dollars,
  ])
}

export function PlanForm({ picker, horizon, errors }: { picker: PlanPicker; horizon: number; errors: string[] }) {
  return (
    <section aria-labelledby="plan-heading" className="wp-card">
      <h2 id="plan-heading" className="wp-heading wp-mb-2">
        Your plan
      </h2>
      {errors.length ? (
        <div role="alert" className="wp-error-banner">
          {`${errors.map((error) => (error.endsWith('.') ? error : `${error}.`)).join(' ')} The default is used instead.`}
        </div>
      ) : null}
      {picker.assumedAge ? (
        <p role="note" className="wp-notice wp-text-sm wp-mb-2">
          Your age is not in your profile, so this plan assumes you are 40. Add your date of birth under Profile.
        </p>
      ) : null}
      {picker.adjustments.map((message) => (
        <p key={message} role="note" className="wp-notice wp-text-sm wp-mb-2">
          {message}
        </p>
      ))}
      {/* Keyed by the values the plan used, as the other GET forms are by theirs: after a client-side navigation
          the fields show what the page without JavaScript shows, not what was typed (an age past, a bad value:
          the notes above say why). */}
      <Form method="get" action="/plan/projections" key={planFormKey(picker, horizon)}>
        <div className="wp-grid wp-grid--sm-2 wp-grid--lg-3">
          <Select
            id="horizon"
            name="years"
            label="Horizon"
            value={String(horizon)}
            choices={HORIZONS.map((h) => ({ value: String(h), label: `${h} years` }))}
          />
          <AgeInput
            id="retirement-age"
            name="retirement_age"
            label="Retirement age"
            min={30}
            max={90}
            value={picker.retirementAge}
            hint={picker.retirementAgeHint}
          />
          <AgeInput
            id="planning-age"
            name="planning_age"
            label="Plan until age"
            min={60}
            max={110}
            value={picker.planningAge}
          />
          <AgeInput
            id="claiming-age"
            name="claiming_age"
            label="Claim Social Security at"
            min={62}
            max={70}
            value={picker.claimingAge}
          />
          <SpendingInput value={picker.retirementSpending} blankMeans={picker.spendingDefault} />
          <PartTimeInputs income={picker.partTimeIncome} untilAge={picker.partTimeUntilAge} />
          <DollarsInput
            id="ira-contribution"
            name="ira_annual_contribution"
            label="IRA contributions ($ a year)"
            value={picker.iraContribution}
            hint={`In today's dollars, until you retire, within the IRS limit (${picker.iraLimit}). Blank: none.`}
          />
          <Select id="ira-type" name="ira_type" label="IRA type" value={picker.iraType} choices={picker.iraTypes} />
          <Select
            id="strategy"
            name="strategy"
            label="Withdrawal strategy"
            value={picker.strategy}
            choices={picker.strategies}
          />
          <RateInput value={picker.withdrawalRate} />
          <Select
            id="withdrawal-order"
            name="withdrawal_order"
            label="Withdrawal order (after cash)"
            value={picker.withdrawalOrder}
            choices={picker.withdrawalOrders}
          />
          <Select
            id="return-model"
            name="return_model"
            label="Market returns"
            value={picker.returnModel}
            choices={picker.returnModels}
          />
          <Select
            id="dollars"
            name="dollars"
            label="Show amounts in"
            value={picker.dollars}
            choices={picker.dollarBases}
          />
        </div>
        <div className="wp-row wp-mt-3">
          <Button type="submit" colorPalette="blue" variant="outline">
            Show plan
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** A table of dollar figures: a label column, then right-aligned amounts. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption?: string
  columns: string[]
  rows: { key: string | number; label: string | number; cells: string[] }[]
}) {
  return (
    <StaticTable>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((h, i) => (
            <Th key={h} numeric={i > 0}>
              {h}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <Td>{row.label}</Td>
            {row.cells.map((cell, i) => (
              <Td key={i} numeric>
                {cell}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </StaticTable>
  )
}

export type RetirementView = {
  retirementAge: number
  planningAge: number
  successRate: string
  headline: string
  depletion: string
  shortfall: string | null
  windows: string | null
  rows: { age: number; cells: string[] }[]
  socialSecurity: string
  /** Part-time pay in retirement, in words; null when the plan has none. */
  partTime: string | null
  /** The accounts withdrawals come from, in order ("Withdrawals after income: cash, then taxable, …"). */
  withdrawalOrder: string
  /** IRA contributions while working, in words; null when the plan makes none. */
  ira: string | null
  takeHome: string
}

const RETIREMENT_COLUMNS = [
  'Age',
  'Spending',
  'Income',
  'From cash',
  'From taxable',
  'From tax-deferred',
  'From Roth',
  'Taxes',
  'Required minimum distribution',
]

export function RetirementSection({ retirement }: { retirement: RetirementView }) {
  return (
    <section aria-labelledby="retirement-heading" className="wp-card">
      <h2 id="retirement-heading" className="wp-heading wp-mb-2">
        {`Retirement: from ${retirement.retirementAge} to ${retirement.planningAge}`}
      </h2>
      <p className="wp-text-2xl wp-bold" data-testid="success-rate">
        {retirement.successRate}
      </p>
      <div className="wp-stack wp-gap-1 wp-text-sm wp-quiet wp-mb-3">
        <p data-testid="retirement-headline">{retirement.headline}</p>
        <p data-testid="depletion">{retirement.depletion}</p>
        {retirement.shortfall ? <p>{retirement.shortfall}</p> : null}
        {retirement.windows ? <p data-testid="windows">{retirement.windows}</p> : null}
        <p>{retirement.socialSecurity}</p>
        {retirement.partTime ? <p>{retirement.partTime}</p> : null}
        <p data-testid="withdrawal-order">{retirement.withdrawalOrder}</p>
        <p>{retirement.takeHome}</p>
        {retirement.ira ? <p data-testid="ira">{retirement.ira}</p> : null}
      </div>
      {/* Scrolls inside its box where its nine columns do not fit; focusable so a keyboard can scroll it. */}
      <div className="wp-table-scroll" tabIndex={0}>
        <FiguresTable
          caption="Median per year of each flow, across the simulated paths"
          columns={RETIREMENT_COLUMNS}
          rows={retirement.rows.map((row) => ({ key: row.age, label: row.age, cells: row.cells }))}
        />
      </div>
    </section>
  )
}

export function Methodology({ isDefault, personalProperty }: { isDefault: boolean; personalProperty: string | null }) {
  return (
    <section aria-labelledby="method-heading" className="wp-card">
      <h2 id="method-heading" className="wp-heading wp-mb-2">
        How these projections are made
      </h2>
      <div className="wp-stack wp-gap-2 wp-text-sm wp-quiet">
        <p>
          We simulate your household month by month from today to the age you plan until, 1,000 times. While you work,
          your take-home pay (your income entries less federal income tax, FICA and your 401(k) deferral) pays your
          spending and your loans; what is left is invested in a taxable account, and your 401(k) deferral and employer
          match go to your tax-deferred account within the year&apos;s IRS limits. IRA contributions you set go to a
          Roth IRA out of take-home pay, or to a traditional IRA, deducted from taxable income as far as the IRS allows.
          Loans are paid on their terms and stop when paid off; the money that frees up is saved.
        </p>
        <p>
          From your retirement age (the one you set, else your active retirement goal&apos;s, else your goal
          preferences&apos;, else 65), spending is paid first by income (Social Security from the claiming age you
          choose, else your benefit record&apos;s, with SSA&apos;s reduction for claiming early or credits for claiming
          late, pensions, the part-time pay you set), then by withdrawals: cash first, then your accounts in the order
          you choose (by default taxable investments, then tax-deferred accounts, then Roth; tax-deferred first pays
          income tax sooner and shrinks later required minimum distributions). Tax-deferred withdrawals pay federal
          income tax by this year&apos;s brackets, indexed with inflation; gains on taxable investments pay 15%.
          Required minimum distributions start at the age SECURE 2.0 sets for your birth year. A path &quot;runs
          out&quot; in the month its accounts cannot pay spending.
        </p>
        <p>
          Withdrawal strategies: fixed spending keeps your spending constant in today&apos;s dollars (the &quot;4%
          rule&quot; form); fixed percentage spends a set share of the portfolio each year (4% unless you set a rate),
          so spending rises and falls with markets; guardrails (Guyton-Klinger) start at a set share (5% unless you set
          a rate) and cut spending 10% when the withdrawal rate climbs 20% above its start, raise it 10% when it falls
          20% below, and skip inflation raises after a losing year. The share of paths shown counts a path only if your
          income after tax and withdrawals never fall below the spending you plan (the retirement spending you set, else
          your retirement goal&apos;s, else your monthly expenses, raised with inflation) in any year: a percentage of
          the portfolio never runs out, but it can pay less than you spend. Spending in the table is that income plus
          withdrawals, less their taxes and loan payments.
        </p>
        <p>
          Market returns: &quot;random around your assumptions&quot; draws stocks, bonds, cash, real estate and
          inflation at random around the rates you set (bonds 4%), with their typical ups, downs and co-movement;
          &quot;history in 5-year blocks&quot; replays random 5-year blocks of actual US years 1928-2025 (Damodaran, NYU
          Stern; CPI-U from the BLS); &quot;every start year since 1928&quot; runs one path for each historical start
          year that fits.
        </p>
        <p>
          Amounts are in today&apos;s dollars unless you choose future dollars: each path is deflated by its own
          inflation. The cards show the 10th, 50th (median) and 90th percentile; the mean sits beside the median because
          a few very good paths pull it up. Not modelled: state income tax, Social Security taxation rules beyond 85% of
          benefits, the wage base cap on FICA, fees, and selling your home.
          {personalProperty
            ? ` Personal property (${personalProperty}) is not projected: it is not sold to pay spending.`
            : ''}
        </p>
        <p>{isDefault ? 'You are using the default assumptions.' : 'You are using your own assumptions.'}</p>
      </div>
    </section>
  )
}
