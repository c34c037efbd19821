import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Form, useRevalidator } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect, type ReactNode } from 'react'
import { Button } from '~/components/button.tsx'
import { EmptyState } from '~/components/empty-state.tsx'
import { savingsRateDetail, SummaryCard } from '~/components/summary-card.tsx'
import { formatCents } from '~/lib/format.ts'
import { centsToDollars } from '~/lib/money.ts'
import type { ComprehensiveSummary } from '~/services/summary/comprehensive-summary.server.ts'
import type { IndexJobView, IndexProgress } from '~/services/vector/index-jobs.server.ts'

// The Financial Profile Data panel (spec 03 §2.8): static markup, every section a <details>, so
// it reads and folds the same with and without JavaScript.

/** The user's vector index (app/services/vector); null shows nothing (a page without the store). */
export type ProfileIndexStatus = { documentCount: number; stale: boolean; unavailable?: boolean } | null

function indexLine(index: NonNullable<ProfileIndexStatus>) {
  if (index.unavailable) return 'Index unavailable'
  if (index.documentCount === 0) return 'Not indexed'
  return `${index.documentCount} docs indexed${index.stale ? ' (out of date)' : ''}`
}

const PHASE_TEXT: Record<IndexProgress['phase'], (documents: number | null) => string> = {
  reading: () => 'Reading your data…',
  embedding: (n) => `Embedding ${n ?? 0} documents…`,
  writing: (n) => `Saving ${n ?? 0} documents…`,
}

/** Seconds between progress checks while a background index runs. */
const PROGRESS_REFRESH_SECONDS = 1

/**
 * A running index job's progress, and its outcome once, on the load after it ended. The page
 * checks again every second: a <meta refresh> without JavaScript, a revalidation with it.
 */
function IndexJobStatus({ job }: { job: IndexJobView }) {
  const revalidator = useRevalidator()
  const running = job.state === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate()
    }, PROGRESS_REFRESH_SECONDS * 1000)
    return () => clearInterval(timer)
  }, [running, revalidator])
  if (job.state === 'running') {
    return (
      <Text role="status" fontSize="sm" color="blue.700" data-testid="index-progress">
        <noscript>
          <meta httpEquiv="refresh" content={String(PROGRESS_REFRESH_SECONDS)} />
        </noscript>
        {`Indexing in the background: ${PHASE_TEXT[job.progress.phase](job.progress.documents)}`}
      </Text>
    )
  }
  return (
    <Text
      role="status"
      fontSize="sm"
      color={job.state === 'done' ? 'green.700' : 'red.700'}
      data-testid="index-outcome"
    >
      {job.state === 'done' ? `${job.outcome.documents_indexed} documents indexed` : `Indexing failed: ${job.error}`}
    </Text>
  )
}

type PanelProps = {
  summary: ComprehensiveSummary
  /** The API's JSON of the summary, shown in the View/Hide Full Profile JSON disclosure. */
  profileJson: string
  /** This page's URL: Refresh is a plain link to it, so the loader computes everything again. */
  refreshTo: string
  index?: ProfileIndexStatus
  /** The user's background index job, running or just ended; null when none. */
  indexJob?: IndexJobView | null
}

/** A <details> whose summary reads `closed` while folded and `open` while unfolded, without script. */
function Disclosure({ closed, open, children }: { closed: string; open?: string; children: ReactNode }) {
  return (
    <Box
      as="details"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      css={{
        '& > summary': { cursor: 'pointer', fontWeight: 'semibold' },
        '& > summary .when-open': { display: 'none' },
        '&[open] > summary .when-open': { display: 'inline' },
        '&[open] > summary .when-closed': { display: open ? 'none' : 'inline' },
      }}
    >
      <summary>
        <span className="when-closed">{closed}</span>
        {open ? <span className="when-open">{open}</span> : null}
      </summary>
      <Box mt="3">{children}</Box>
    </Box>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex justify="space-between" gap="4" fontSize="sm" py="0.5">
      <Text color="gray.700">{label}</Text>
      <Text fontWeight="medium" textAlign="right">
        {value}
      </Text>
    </Flex>
  )
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? 'Not set' : String(value))
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

function PreferencesSection({ preferences }: { preferences: ComprehensiveSummary['preferences'] }) {
  const p = preferences.goals
  const inv = preferences.investment
  return (
    <Disclosure closed="Financial Preferences Profile">
      {p ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Box>
            <Heading as="h3" size="sm" mb="1">
              Basic preferences
            </Heading>
            <Row label="Risk tolerance" value={p.risk_tolerance} />
            <Row label="Risk score" value={p.risk_score === null ? 'Not set' : `${p.risk_score}/10`} />
            <Row label="Investment timeline" value={`${p.investment_timeline} years`} />
            <Row label="Financial knowledge" value={p.financial_knowledge} />
            <Row label="Emergency fund target" value={`${p.emergency_fund_months} months`} />
            <Row label="Debt payoff priority" value={p.debt_payoff_priority} />
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb="1">
              Investment style
            </Heading>
            <Row label="Style" value={show(p.investment_style)} />
            <Row label="Stocks / bonds" value={`${show(p.stocks_preference)} / ${show(p.bonds_preference)} of 10`} />
            <Row
              label="Real estate / crypto"
              value={`${show(p.real_estate_preference)} / ${show(p.crypto_preference)} of 10`}
            />
            <Row label="ESG investing" value={yesNo(p.esg_investing)} />
            {inv ? <Row label="Philosophy" value={inv.investment_philosophy} /> : null}
            {inv ? <Row label="Rebalancing" value={inv.rebalancing_frequency} /> : null}
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb="1">
              Tax and retirement
            </Heading>
            <Row label="Retirement age" value={p.retirement_age} />
            <Row label="Retirement lifestyle" value={show(p.retirement_lifestyle)} />
            <Row label="Filing status" value={show(p.tax_filing_status)} />
            <Row
              label="Federal bracket"
              value={p.federal_tax_bracket === null ? 'Not set' : `${p.federal_tax_bracket}%`}
            />
            <Row label="State" value={show(p.state)} />
            <Row label="Tax optimization priority" value={show(p.tax_optimization_priority)} />
          </Box>
        </SimpleGrid>
      ) : (
        <Text color="gray.700">
          No goal preferences saved yet
          {preferences.profileRiskTolerance
            ? ` (your profile says ${preferences.profileRiskTolerance} risk tolerance)`
            : ''}
          . <Link to="/plan/goals/preferences">Set your preferences</Link>
        </Text>
      )}
    </Disclosure>
  )
}

const ALLOCATION_LABELS = {
  realEstate: 'Real estate',
  investments: 'Investments',
  cash: 'Cash',
  personalProperty: 'Personal property',
} as const

function DetailsSection({ financials: f }: { financials: ComprehensiveSummary['financials'] }) {
  return (
    <Disclosure closed="Financial Details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box>
          <Heading as="h3" size="sm" mb="1">
            Asset allocation
          </Heading>
          {(Object.keys(ALLOCATION_LABELS) as (keyof typeof ALLOCATION_LABELS)[]).map((key) => (
            <Row
              key={key}
              label={ALLOCATION_LABELS[key]}
              value={`${f.assetAllocation[key].percentage.toFixed(1)}% · ${formatCents(f.assetAllocation[key].valueCents)}`}
            />
          ))}
        </Box>
        <Box>
          <Heading as="h3" size="sm" mb="1">
            Key ratios
          </Heading>
          <Row label="Savings rate (after loan payments)" value={`${f.savingsRate.toFixed(1)}%`} />
          <Row
            label="Debt-to-income"
            value={
              f.debtToIncomeRatio === null ? 'No income entered' : `${f.debtToIncomeRatio.toFixed(1)}% (${f.dtiStatus})`
            }
          />
          <Row
            label="Emergency fund"
            value={
              f.emergencyFundCoverage === null ? 'No expenses entered' : `${f.emergencyFundCoverage.toFixed(1)} months`
            }
          />
          <Row label="Loan payments" value={`${formatCents(f.monthlyLoanPaymentsCents)}/mo`} />
        </Box>
      </SimpleGrid>
    </Disclosure>
  )
}

function GoalsSection({ goals }: { goals: ComprehensiveSummary['goals'] }) {
  return (
    <Disclosure closed={`Financial Goals (${goals.length})`}>
      <Stack gap="2">
        {goals.map((g) => (
          <Box key={g.goal_id} fontSize="sm">
            <Text fontWeight="semibold">{`${g.name} · ${g.category}`}</Text>
            <Text color="gray.700">
              {`${formatCents(g.currentProgressCents)} of ${formatCents(g.targetAmountCents)} (${g.progressPercentage}%) by ${g.target_date} · ${formatCents(g.monthlyRequiredCents)}/mo needed · ${g.yearsToGoal} years left`}
            </Text>
          </Box>
        ))}
      </Stack>
    </Disclosure>
  )
}

function ProjectionSection({ projections: p }: { projections: ComprehensiveSummary['projections'] }) {
  return (
    <Disclosure closed="Projection (default plan)">
      {p.available ? (
        <Stack gap="0" fontSize="sm">
          <Row label={`Success to age ${p.planningAge}`} value={`${Math.round(p.successRate * 100)}% of paths`} />
          <Row
            label="Paths that run out"
            value={p.depletionMedianAge === null ? 'None' : `At age ${p.depletionMedianAge} (median)`}
          />
          <Row
            label={`Median net worth at retirement (age ${p.retirementAge})`}
            value={formatCents(p.medianNetWorthAtRetirementCents)}
          />
          <Row
            label={`Median net worth at age ${p.planningAge}`}
            value={formatCents(p.medianNetWorthAtPlanningAgeCents)}
          />
          <Text color="gray.700" mt="2">
            {`Today's dollars, ${p.iterations} Monte Carlo paths. `}
            <Link to="/plan/projections">Open the projections</Link>
          </Text>
        </Stack>
      ) : (
        <Text fontSize="sm">{p.reason}</Text>
      )}
    </Disclosure>
  )
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      <Box as="ul" pl="5" fontSize="sm" listStyleType="disc">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Box>
  )
}

function RecommendationsSection({ recommendations: r }: { recommendations: ComprehensiveSummary['recommendations'] }) {
  return (
    <Disclosure closed="Personalized Recommendations">
      <Stack gap="3" fontSize="sm">
        <Text>
          <strong>Portfolio adjustment: </strong>
          {r.portfolio_adjustment}
        </Text>
        <Text>
          <strong>Risk assessment: </strong>
          {r.risk_assessment}
        </Text>
        <Text>
          <strong>Tax optimization: </strong>
          {r.tax_optimization}
        </Text>
        <TextList title="Next steps" items={r.next_steps} />
        <TextList title="Warnings" items={r.warnings} />
      </Stack>
    </Disclosure>
  )
}

function PanelHeader({ summary, refreshTo, index, indexJob }: Omit<PanelProps, 'profileJson'>) {
  const indexing = indexJob?.state === 'running'
  const quality = summary.data_quality
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Box>
        <Heading as="h2" size="lg">
          Financial Profile Data
        </Heading>
        <Text color="gray.700" data-testid="quality-score">{`Data quality ${quality.score}/100`}</Text>
        {index ? (
          <Text color="gray.700" fontSize="sm" data-testid="index-status">
            {indexLine(index)}
          </Text>
        ) : null}
        {indexJob ? <IndexJobStatus job={indexJob} /> : null}
      </Box>
      <Flex gap="2" wrap="wrap">
        {index ? (
          <Form method="post" action={refreshTo}>
            <Button type="submit" colorPalette="blue" size="sm" disabled={index.unavailable || indexing}>
              {indexing ? 'Indexing…' : index.documentCount > 0 ? 'Reindex' : 'Index to Vector DB'}
            </Button>
          </Form>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link to={refreshTo}>Refresh</Link>
        </Button>
      </Flex>
    </Flex>
  )
}

function QualityDeductions({ quality }: { quality: ComprehensiveSummary['data_quality'] }) {
  if (quality.deductions.length === 0) return null
  return (
    <Disclosure closed={`What lowered the data quality score (${quality.deductions.length})`}>
      <Box as="ul" pl="5" fontSize="sm" listStyleType="disc">
        {quality.deductions.map((d) => (
          <li key={d.key}>{`−${d.points}: ${d.reason}`}</li>
        ))}
      </Box>
    </Disclosure>
  )
}

export function FinancialProfilePanel({ summary, profileJson, refreshTo, index = null, indexJob = null }: PanelProps) {
  if (!summary.has_data) {
    return (
      <EmptyState
        title="No comprehensive summary available"
        actions={[
          { label: 'Add your income', to: '/plan/financial-data/new?category=income&subcategory=employment_income' },
          { label: 'Add what you own', to: '/plan/financial-data/new?category=assets' },
          { label: 'Set a goal', to: '/plan/goals/new' },
        ]}
      >
        The summary is worked out from your entries, goals and preferences. Add some to see it.
      </EmptyState>
    )
  }
  const f = summary.financials
  const shortfall = f.monthlySurplusCents < 0
  return (
    <Stack gap="4" as="section" aria-label="Financial Profile Data">
      <PanelHeader summary={summary} refreshTo={refreshTo} index={index} indexJob={indexJob} />
      <QualityDeductions quality={summary.data_quality} />
      <Disclosure closed="View Full Profile JSON" open="Hide Full Profile JSON">
        <Box as="pre" fontSize="xs" overflowX="auto" maxH="96" data-testid="profile-json">
          {profileJson}
        </Box>
      </Disclosure>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
        <SummaryCard
          title="Net Worth"
          value={formatCents(f.netWorthCents)}
          tone={f.netWorthCents < 0 ? 'red.600' : 'green.700'}
        />
        <SummaryCard title="Monthly Income" value={formatCents(f.monthlyIncomeCents)} />
        <SummaryCard title="Monthly Expenses" value={formatCents(f.monthlyExpensesCents)} />
        <SummaryCard
          title={shortfall ? 'Monthly Shortfall' : 'Monthly Surplus'}
          value={formatCents(shortfall ? -f.monthlySurplusCents : f.monthlySurplusCents)}
          tone={shortfall ? 'red.600' : undefined}
          detail={savingsRateDetail({
            savings_rate: f.savingsRate,
            monthly_loan_payments: centsToDollars(f.monthlyLoanPaymentsCents),
          })}
        />
      </SimpleGrid>
      <PreferencesSection preferences={summary.preferences} />
      <DetailsSection financials={f} />
      {summary.goals.length > 0 ? <GoalsSection goals={summary.goals} /> : null}
      <ProjectionSection projections={summary.projections} />
      <RecommendationsSection recommendations={summary.recommendations} />
    </Stack>
  )
}
