import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import {
  ACTION_PLAN_CSV_HEADER,
  actionPlanCsvRows,
  allOf,
  CONFLICT_CSV_HEADER,
  conflictCsvRows,
  percentText,
  TIMELINE_STATUS_LABEL,
} from '~/lib/analysis-display.ts'
import { formatDollars } from '~/lib/format.ts'
import { loadAnalysisScreen } from '~/services/analysis/screen.server.ts'

// A plain page for printing or saving as PDF: the Conflict Report, the Action Plan, or the whole
// analysis (Share Analysis). Outside the planning layout so it prints without navigation.

export const meta: MetaFunction = () => [{ title: 'Analysis report · WealthPath' }]

const KINDS = ['conflicts', 'action-plan', 'full'] as const

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const requested = new URL(request.url).searchParams.get('kind') ?? 'full'
    const kind = (KINDS as readonly string[]).includes(requested) ? requested : 'full'
    const screen = await loadAnalysisScreen(user.id)
    if (screen.state !== 'ready') return { kind, ready: false as const, name: user.first_name || user.email }
    const goalNames = new Map(Object.entries(screen.goalNames))
    return {
      kind,
      ready: true as const,
      name: user.first_name || user.email,
      generated: screen.analysis.timestamp,
      analysis: screen.analysis,
      conflictRows: conflictCsvRows(screen.analysis.conflicts, goalNames),
      actionRows: actionPlanCsvRows(allOf(screen.analysis)),
    }
  })
}

/** The CSV columns that hold amounts ("… (USD)", "… (points)"): right-aligned. */
const isAmount = (heading: string) => /\((USD|points)\)$/.test(heading)

function ReportTable({
  header,
  rows,
  caption,
}: {
  header: readonly string[]
  rows: (string | number)[][]
  caption: string
}) {
  if (rows.length === 0) return <Text>None.</Text>
  // StaticTable rather than DataTable for its caption. On a phone the rows stack as
  // "heading: value" lines (app/styles/layout.css), as DataTable's do.
  return (
    <div className="wp-stack-table">
      <StaticTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((h) => (
              <Th key={h} numeric={isAmount(h)}>
                {h}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <Td key={j} numeric={isAmount(header[j] ?? '')} data-label={header[j]}>
                  {cell}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </StaticTable>
    </div>
  )
}

export default function AnalysisReport() {
  const loaded = useLoaderData<typeof loader>()
  const title =
    loaded.kind === 'conflicts'
      ? 'Conflict Report'
      : loaded.kind === 'action-plan'
        ? 'Action Plan'
        : 'Intelligence Analysis'
  return (
    <Box as="main" maxW="5xl" mx="auto" p="6" bg="white">
      <Text className="no-print" fontSize="sm" mb="4">
        <Link to="/plan/analysis">← Back to the analysis</Link> · Use your browser&apos;s Print command to print or save
        as PDF.
      </Text>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="gray.600">{`Prepared for ${loaded.name}`}</Text>
      {!loaded.ready ? (
        <Text mt="4">There is no analysis to report yet: add an active goal and open the analysis first.</Text>
      ) : (
        <Stack gap="6" mt="4">
          <Text
            fontSize="sm"
            color="gray.600"
          >{`Generated ${loaded.generated.slice(0, 16).replace('T', ' ')} UTC`}</Text>
          {loaded.kind === 'full' ? (
            <Box>
              <Heading as="h2" size="md">
                Summary
              </Heading>
              <Text>{`Overall score ${loaded.analysis.overall_score}/100. Success rate ${percentText(loaded.analysis.success_rate)}; all goals together ${percentText(loaded.analysis.success_probability)}. Risk alignment ${loaded.analysis.risk_alignment}%. Lifestyle fit ${loaded.analysis.lifestyle_fit}%.`}</Text>
              <Text>{`Goals need ${formatDollars(loaded.analysis.gaps.total_monthly_required)} a month against a surplus of ${formatDollars(loaded.analysis.gaps.monthly_surplus)} (shortfall ${formatDollars(loaded.analysis.gaps.monthly_shortfall)}).`}</Text>
              <Heading as="h3" size="sm" mt="3">
                Goals
              </Heading>
              <Stack as="ul" ps="5" gap="0">
                {loaded.analysis.timeline.map((g) => (
                  <li
                    key={g.goal_id}
                  >{`${g.name}: ${formatDollars(g.current_amount)} of ${formatDollars(g.target_amount)} by ${g.target_date}, needs ${formatDollars(g.monthly_required)}/mo, ${TIMELINE_STATUS_LABEL[g.status]}, ${percentText(g.success_probability)} chance`}</li>
                ))}
              </Stack>
              <Heading as="h3" size="sm" mt="3">
                Scenarios
              </Heading>
              <Stack as="ul" ps="5" gap="0">
                {loaded.analysis.scenarios.map((s) => (
                  <li
                    key={s.id}
                  >{`${s.name}${s.is_recommended ? ' (recommended)' : ''}: ${percentText(s.success_rate)} success; ${s.description}`}</li>
                ))}
              </Stack>
            </Box>
          ) : null}
          {loaded.kind !== 'action-plan' ? (
            <Box>
              <Heading as="h2" size="md" mb="2">
                Conflicts
              </Heading>
              <ReportTable header={CONFLICT_CSV_HEADER} rows={loaded.conflictRows} caption="Goal conflicts" />
            </Box>
          ) : null}
          {loaded.kind !== 'conflicts' ? (
            <Box>
              <Heading as="h2" size="md" mb="2">
                Action plan
              </Heading>
              <ReportTable header={ACTION_PLAN_CSV_HEADER} rows={loaded.actionRows} caption="Recommendations" />
            </Box>
          ) : null}
          <Text fontSize="xs" color="gray.600">
            Educational planning figures from your own data and Monte Carlo simulation, not financial advice.
          </Text>
        </Stack>
      )}
    </Box>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
