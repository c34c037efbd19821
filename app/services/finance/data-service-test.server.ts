import {
  dataServiceChecklist,
  SERVICE_CALLS,
  type ChecklistItem,
  type ServiceAnswers,
  type ServiceCallKey,
} from '../../lib/data-service-checks.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { formatDollars } from '../../lib/format.ts'
import { dollarsToCents } from '../../lib/money.ts'
import { withOwnReads } from '../../infra/request-context.server.ts'
import { getUserById } from '../account/user.server.ts'
import { getProfile } from '../profile/personal.server.ts'
import { listEntries } from './entries.server.ts'
import { getCashFlow, getLiveSummary } from './summary.server.ts'

// Step 0 (spec 03 §2.11): the four service calls the flow reads the user's data through, run at
// once as a client would, each timed, then the checklist (app/lib/data-service-checks.ts). The calls
// are the same service functions the API routes answer with, for the signed-in user only.

export type CallResult = {
  key: ServiceCallKey
  path: string
  label: string
  ok: boolean
  ms: number
  /** What the call answered, as label and display text; empty when it failed. */
  figures: { label: string; value: string }[]
  error: string | null
}

export type DataServiceTest = {
  ran_at: string
  total_ms: number
  calls: CallResult[]
  checklist: ChecklistItem[]
}

type Answer<K extends ServiceCallKey> = { data: NonNullable<ServiceAnswers[K]>; figures: CallResult['figures'] }

const cents = (dollars: number) => dollarsToCents(dollars) ?? Number.NaN
const wholeMs = (ms: number) => Math.round(ms * 10) / 10

async function entriesCall(userId: number): Promise<Answer<'entries'>> {
  const { entries, total } = await listEntries(userId)
  const sum = (category: string) =>
    entries.filter((e) => e.category === category).reduce((s, e) => s + e.amount_cents, 0)
  return {
    data: { count: total, assets_cents: sum('assets'), liabilities_cents: sum('liabilities') },
    figures: [{ label: 'Entries', value: String(total) }],
  }
}

async function liveSummaryCall(userId: number): Promise<Answer<'live_summary'>> {
  const live = await getLiveSummary(userId)
  return {
    data: { net_worth_cents: cents(live.net_worth) },
    figures: [{ label: 'Net worth', value: formatDollars(live.net_worth) }],
  }
}

async function cashFlowCall(userId: number): Promise<Answer<'cash_flow'>> {
  const flow = await getCashFlow(userId)
  return {
    data: {
      monthly_income_cents: cents(flow.monthly_income),
      monthly_expenses_cents: cents(flow.monthly_expenses),
      monthly_surplus_cents: cents(flow.monthly_surplus),
      annual_income_cents: cents(flow.annual_income),
    },
    figures: [
      { label: 'Monthly income', value: formatDollars(flow.monthly_income) },
      { label: 'Monthly expenses', value: formatDollars(flow.monthly_expenses) },
      { label: 'Savings rate', value: `${flow.savings_rate.toFixed(1)}%` },
    ],
  }
}

async function profileCall(userId: number): Promise<Answer<'profile'>> {
  const [user, profile] = await Promise.all([getUserById(userId), getProfile(userId)])
  if (!user) throw notFound('User not found')
  return {
    data: { email: user.email, has_profile: profile !== null },
    figures: [
      { label: 'Name', value: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email },
      { label: 'Profile', value: profile ? 'Recorded' : 'Not recorded yet' },
    ],
  }
}

/**
 * Times one call. Each call reads on its own, as the separate API request a client sends would: the
 * request's shared reads (oncePerRequest) would let the later calls wait on the first one's read.
 */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T | null; ms: number; error: string | null }> {
  return withOwnReads(() => timedHere(work))
}

async function timedHere<T>(work: () => Promise<T>): Promise<{ value: T | null; ms: number; error: string | null }> {
  const started = performance.now()
  try {
    const value = await work()
    return { value, ms: wholeMs(performance.now() - started), error: null }
  } catch (error) {
    return {
      value: null,
      ms: wholeMs(performance.now() - started),
      // An AppError's message is written for users; anything else may carry SQL or a stack, so it is not shown.
      error: error instanceof AppError ? error.message : 'The call failed unexpectedly',
    }
  }
}

export async function runDataServiceTest(userId: number): Promise<DataServiceTest> {
  const started = performance.now()
  const [entries, live, flow, profile] = await Promise.all([
    timed(() => entriesCall(userId)),
    timed(() => liveSummaryCall(userId)),
    timed(() => cashFlowCall(userId)),
    timed(() => profileCall(userId)),
  ])
  const totalMs = wholeMs(performance.now() - started)
  const results = { entries, live_summary: live, cash_flow: flow, profile }
  const answers: ServiceAnswers = {
    entries: entries.value?.data ?? null,
    live_summary: live.value?.data ?? null,
    cash_flow: flow.value?.data ?? null,
    profile: profile.value?.data ?? null,
  }
  return {
    ran_at: new Date().toISOString(),
    total_ms: totalMs,
    calls: SERVICE_CALLS.map((call) => {
      const result = results[call.key]
      return {
        ...call,
        ok: result.value !== null,
        ms: result.ms,
        figures: result.value?.figures ?? [],
        error: result.error,
      }
    }),
    checklist: dataServiceChecklist(answers, totalMs),
  }
}
