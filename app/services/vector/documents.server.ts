import type { EntryRow } from '../finance/entry-rows.server.ts'
import { CATEGORY_LABELS, ENTRY_CATEGORIES, type EntryCategory } from '../../lib/catalogue.ts'
import { debtToIncomeRatio } from '../../lib/financial-ratios.ts'
import { groupByCategory, monthlyCents, summarize, type CategoryGroup } from '../../lib/financial-summary.ts'
import { formatCents, formatDollars } from '../../lib/format.ts'
import { categoryLabel } from '../../lib/goal-catalogue.ts'
import { KNOWLEDGE_BASE } from '../../lib/knowledge-base.ts'
import { loanPaymentCents } from '../../lib/loan-math.ts'
import { getAdvisorData, hasAdvisorData, type AdvisorDataView } from '../advisor/advisor.server.ts'
import { allEntries } from '../finance/entries.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { getCompleteProfile, type CompleteProfile } from '../profile/complete-profile.server.ts'
import { listDocuments } from '../profile/estate.server.ts'
import { listPolicies } from '../profile/insurance.server.ts'
import { findInvestmentPreferences } from '../profile/investment-preferences.server.ts'
import type { VectorDocument } from './store.server.ts'

// A user's data as plain-language documents for the vector index: one per entry group
// (category and subcategory), goal, profile area, estate document, insurance policy, advisor
// data section and the investment preferences, plus one overview of the headline figures.
// Figures are whole dollars, as the screens show them. Ids name what a document is about
// ("goal:12", "entries:assets:real_estate"), so indexing again replaces a document in place and
// a document whose source is gone can be removed. Contact details (phone, address, e-mail,
// emergency contact) are left out: nothing in them helps an answer, and with a provider
// embedding the text leaves the server.

/** Entries listed by name in a group's document; a larger group lists these and counts the rest. */
const LISTED_ENTRIES = 25

const words = (key: string) => key.replace(/_/g, ' ')
const sentence = (parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ')

function entryLine(category: EntryCategory, entry: EntryRow) {
  const amount = formatCents(entry.amount_cents)
  if (category === 'income' || category === 'expenses') {
    const monthly = monthlyCents(entry)
    const perMonth = entry.frequency === 'monthly' ? '' : ` (${formatCents(monthly)} a month)`
    return `${entry.description}: ${amount} ${words(entry.frequency)}${perMonth}`
  }
  if (category === 'liabilities') {
    const rate = entry.interest_rate !== null ? ` at ${Number(entry.interest_rate)}% interest` : ''
    return `${entry.description}: ${amount} owed${rate}, paying about ${formatCents(loanPaymentCents(entry))} a month`
  }
  return `${entry.description}: ${amount}`
}

function groupDocument(category: EntryCategory, group: CategoryGroup<EntryRow>): VectorDocument {
  const label = CATEGORY_LABELS[category].plural
  const count = group.entries.length
  const total =
    category === 'income' || category === 'expenses'
      ? `${formatCents(group.monthly_cents)} a month`
      : `${formatCents(group.total_cents)} in total`
  const listed = group.entries.slice(0, LISTED_ENTRIES).map((e) => entryLine(category, e))
  const more = count > LISTED_ENTRIES ? ` And ${count - LISTED_ENTRIES} more entries.` : ''
  return {
    id: `entries:${category}:${group.key}`,
    content: `${label}, ${group.label}: ${count} ${count === 1 ? 'entry' : 'entries'}, ${total}. ${listed.join('; ')}.${more}`,
    metadata: { type: 'entry_group', category: `${category}:${group.key}` },
  }
}

function entryDocuments(entries: readonly EntryRow[]): VectorDocument[] {
  const grouped = groupByCategory(entries)
  const docs = ENTRY_CATEGORIES.flatMap((category) =>
    grouped[category].filter((g) => g.entries.length > 0).map((g) => groupDocument(category, g)),
  )
  if (entries.length === 0) return docs
  const s = summarize(entries)
  const dti = debtToIncomeRatio(s.monthly_loan_payments_cents, s.monthly_income_cents)
  docs.unshift({
    id: 'summary:overview',
    content: sentence([
      `Financial overview: net worth ${formatCents(s.net_worth_cents)}`,
      `(assets ${formatCents(s.total_assets_cents)}, liabilities ${formatCents(s.total_liabilities_cents)}).`,
      `Monthly income ${formatCents(s.monthly_income_cents)}, monthly expenses ${formatCents(s.monthly_expenses_cents)},`,
      `loan payments ${formatCents(s.monthly_loan_payments_cents)} a month, cash flow ${formatCents(s.monthly_cash_flow_cents)} a month,`,
      `savings rate ${s.savings_rate}%.`,
      // Stated in the words the Debug View's payload check and the sync validation look for.
      dti !== null && `Debt-to-income ratio ${dti}%.`,
    ]),
    metadata: { type: 'summary', category: 'overview' },
  })
  return docs
}

async function goalDocuments(userId: number): Promise<VectorDocument[]> {
  return (await listGoals(userId)).map((goal) => ({
    id: `goal:${goal.id}`,
    content: sentence([
      `Goal: ${goal.name} (${categoryLabel(goal.category)} goal, ${goal.status}).`,
      `Target ${formatCents(goal.target_amount_cents)} by ${goal.target_date};`,
      `saved ${formatCents(goal.current_amount_cents)} so far (${Number(goal.progress_percentage)}% complete).`,
      `Priority ${goal.priority} of 10.`,
      goal.description ? `Notes: ${goal.description}` : null,
    ]),
    metadata: { type: 'goal', category: goal.category },
  }))
}

function profileDocuments({ profile, family_members, benefits, tax_info }: CompleteProfile): VectorDocument[] {
  const docs: VectorDocument[] = []
  const doc = (area: string, content: string) =>
    docs.push({ id: `profile:${area}`, content, metadata: { type: 'profile', category: area } })
  if (profile) {
    doc(
      'personal',
      sentence([
        'Personal profile:',
        profile.age !== null && `age ${profile.age},`,
        profile.marital_status && `${words(profile.marital_status)},`,
        profile.employment_status && `${words(profile.employment_status)},`,
        profile.occupation && `works as ${profile.occupation},`,
        (profile.city || profile.state) && `lives in ${[profile.city, profile.state].filter(Boolean).join(', ')},`,
        profile.risk_tolerance && `risk tolerance ${words(profile.risk_tolerance)}.`,
      ]).replace(/,$/, '.'),
    )
  }
  if (family_members.length > 0) {
    const lines = family_members.map((m) =>
      sentence([
        `${m.name} (${words(m.relationship_type)}${m.age !== null ? `, age ${m.age}` : ''})`,
        m.income !== null && `earns ${formatDollars(m.income)} a year`,
        m.retirement_savings !== null && `has ${formatDollars(m.retirement_savings)} in retirement savings`,
        m.education_fund_target !== null && `education fund target ${formatDollars(m.education_fund_target)}`,
      ]),
    )
    doc('family', `Family members: ${lines.join('; ')}.`)
  }
  if (tax_info) {
    const t = tax_info
    doc(
      'tax',
      sentence([
        `Tax information for ${t.tax_year}:`,
        t.filing_status && `filing status ${words(t.filing_status)};`,
        t.federal_tax_bracket !== null && `federal bracket ${t.federal_tax_bracket}%;`,
        t.effective_tax_rate !== null && `effective rate ${t.effective_tax_rate}%;`,
        t.state_tax_rate !== null && `state rate ${t.state_tax_rate}%;`,
        t.adjusted_gross_income !== null && `adjusted gross income ${formatDollars(t.adjusted_gross_income)};`,
        t.charitable_giving_annual !== null && `charitable giving ${formatDollars(t.charitable_giving_annual)} a year;`,
        t.tax_loss_harvesting_enabled && 'uses tax-loss harvesting;',
        t.backdoor_roth_eligible && 'eligible for a backdoor Roth IRA;',
      ]),
    )
  }
  if (benefits.length > 0) {
    const lines = benefits.map((b) =>
      sentence([
        `${b.benefit_name} (${words(b.benefit_type)})`,
        b.estimated_monthly_benefit !== null && `about ${formatDollars(b.estimated_monthly_benefit)} a month`,
        b.eligibility_date && `from ${b.eligibility_date}`,
      ]),
    )
    doc('benefits', `Benefits: ${lines.join('; ')}.`)
  }
  return docs
}

async function estateAndInsuranceDocuments(userId: number): Promise<VectorDocument[]> {
  const [estate, policies] = await Promise.all([listDocuments(userId), listPolicies(userId)])
  const estateDocs = estate.map((d) => ({
    id: `estate:${d.id}`,
    content: sentence([
      `Estate planning document: ${d.document_name} (${words(d.document_type)}), status ${words(d.status)}.`,
      d.last_updated && `Last updated ${d.last_updated}.`,
      d.next_review_date && `Next review ${d.next_review_date}.`,
    ]),
    metadata: { type: 'estate_document', category: d.document_type },
  }))
  const policyDocs = policies.map((p) => ({
    id: `insurance:${p.id}`,
    content: sentence([
      `Insurance policy: ${p.policy_name} (${words(p.policy_type)} insurance).`,
      p.coverage_amount !== null && `Coverage ${formatDollars(p.coverage_amount)}.`,
      p.annual_premium !== null && `Premium ${formatDollars(p.annual_premium)} a year.`,
      p.beneficiary_primary && `Primary beneficiary ${p.beneficiary_primary}.`,
    ]),
    metadata: { type: 'insurance_policy', category: p.policy_type },
  }))
  return [...estateDocs, ...policyDocs]
}

function advisorDocuments(view: AdvisorDataView): VectorDocument[] {
  if (!hasAdvisorData(view)) return []
  const { mortgage: m, retirement: r, investments: i } = view
  const section = (name: string, content: string | null) =>
    content ? [{ id: `advisor:${name}`, content, metadata: { type: 'advisor_data', category: name } }] : []
  const mortgage =
    m.interest_rate !== null || m.monthly_payment_cents !== null
      ? sentence([
          'Mortgage details:',
          m.interest_rate !== null && `interest rate ${m.interest_rate}%,`,
          m.monthly_payment_cents !== null && `monthly payment ${formatCents(m.monthly_payment_cents)},`,
          m.term_years !== null && `${m.term_years}-year term,`,
          m.lender && `lender ${m.lender}.`,
        ]).replace(/,$/, '.')
      : null
  const retirement =
    r.contribution_percent !== null || r.employer_match !== null
      ? sentence([
          'Workplace retirement plan (401(k)):',
          r.contribution_percent !== null && `contributes ${r.contribution_percent}% of salary,`,
          r.employer_match !== null && `employer matches ${r.employer_match}%`,
          r.employer_match_limit !== null && `up to ${r.employer_match_limit}% of salary,`,
          r.vesting_schedule && `vesting ${words(r.vesting_schedule)}.`,
        ]).replace(/,$/, '.')
      : null
  const investments =
    i.stock_percentage !== null || i.bond_percentage !== null
      ? sentence([
          'Investment mix:',
          i.stock_percentage !== null && `${i.stock_percentage}% stocks,`,
          i.bond_percentage !== null && `${i.bond_percentage}% bonds,`,
          i.average_expense_ratio !== null && `average expense ratio ${i.average_expense_ratio}%,`,
          i.platform && `held at ${words(i.platform)}.`,
        ]).replace(/,$/, '.')
      : null
  const subs = view.stored_subscriptions
  const subscriptions =
    subs.length > 0
      ? `Subscriptions: ${subs.map((s) => `${s.name} ${formatCents(s.cost_cents)} a month, used ${words(s.usage_frequency)}`).join('; ')}.`
      : null
  return [
    ...section('mortgage', mortgage),
    ...section('retirement', retirement),
    ...section('investments', investments),
    ...section('subscriptions', subscriptions),
  ]
}

async function preferenceDocuments(userId: number): Promise<VectorDocument[]> {
  const p = await findInvestmentPreferences(userId)
  if (!p) return []
  const content = sentence([
    `Investment preferences: risk tolerance ${p.risk_tolerance_score} of 10, timeline ${p.investment_timeline_years} years,`,
    `${words(p.investment_philosophy)} investing, rebalancing ${words(p.rebalancing_frequency)},`,
    `ESG preference ${p.esg_preference_level} of 10, international target ${p.international_allocation_target}%,`,
    `crypto allocation ${p.cryptocurrency_allocation}%.`,
    p.tax_loss_harvesting_enabled && 'Wants tax-loss harvesting.',
    p.dollar_cost_averaging_preference && 'Prefers dollar-cost averaging.',
    p.alternative_investment_interest && 'Interested in alternative investments.',
  ])
  return [
    { id: 'preferences:investment', content, metadata: { type: 'investment_preferences', category: 'investment' } },
  ]
}

/** Every document of the user's data, built fresh from the database. */
export async function documentsFor(userId: number): Promise<VectorDocument[]> {
  const [entries, goals, profile, estateInsurance, advisor, preferences] = await Promise.all([
    allEntries(userId),
    goalDocuments(userId),
    getCompleteProfile(userId),
    estateAndInsuranceDocuments(userId),
    getAdvisorData(userId),
    preferenceDocuments(userId),
  ])
  return [
    ...entryDocuments(entries),
    ...goals,
    ...profileDocuments(profile),
    ...estateInsurance,
    ...advisorDocuments(advisor),
    ...preferences,
  ]
}

/** The knowledge base as shared documents, indexed once for everyone. */
export function knowledgeDocuments(): VectorDocument[] {
  return KNOWLEDGE_BASE.map((doc) => ({
    id: `kb:${doc.kb_id}`,
    content: `${doc.title}. ${doc.content} Takeaway: ${doc.actionable_takeaway}`,
    metadata: { type: 'knowledge_base', category: doc.category },
  }))
}
