import { Box, Text } from '@chakra-ui/react'
import { CHART_LABEL_SIZE, ChartFrame } from '~/components/chart-frame.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { formatDollars } from '~/lib/format.ts'

export type NetWorthPoint = { date: string; net_worth: number }

const WIDTH = 640
const HEIGHT = 220
const PAD = { top: 16, right: 16, bottom: 28, left: 72 }

/**
 * Net worth over time as server-rendered SVG: readable without JavaScript, with a text
 * summary for screen readers and a table of the points beneath.
 */
export function NetWorthChart({ points }: { points: NetWorthPoint[] }) {
  if (points.length === 0) {
    return (
      <Text color="gray.600">
        No history yet. Net worth is recorded each day your data changes, or when you take a snapshot.
      </Text>
    )
  }
  const values = points.map((p) => p.net_worth)
  const min = Math.min(...values, 0)
  const max = Math.max(...values, 0)
  const span = max - min || 1
  const x = (i: number) =>
    PAD.left +
    (points.length === 1
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (i / (points.length - 1)) * (WIDTH - PAD.left - PAD.right))
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (HEIGHT - PAD.top - PAD.bottom)
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.net_worth).toFixed(1)}`).join(' ')
  const first = points[0]
  const last = points[points.length - 1]
  const summary =
    points.length === 1
      ? `Net worth on ${first.date}: ${formatDollars(first.net_worth)}.`
      : `Net worth went from ${formatDollars(first.net_worth)} on ${first.date} to ${formatDollars(last.net_worth)} on ${last.date}.`
  return (
    <Box>
      <ChartFrame
        id="net-worth-summary"
        summary={summary}
        scale={{ width: WIDTH, height: HEIGHT, pad: PAD }}
        y={y}
        min={min}
        max={max}
      >
        {min < 0 ? (
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#a0aec0" strokeDasharray="4 3" />
        ) : null}
        <path d={path} fill="none" stroke="#2563eb" strokeWidth="2.5" />
        {points.map((p, i) => (
          <circle key={p.date} cx={x(i)} cy={y(p.net_worth)} r="3" fill="#2563eb" />
        ))}
        <text x={PAD.left} y={HEIGHT - 8} fontSize={CHART_LABEL_SIZE} fill="#4a5568">
          {first.date}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize={CHART_LABEL_SIZE} fill="#4a5568" textAnchor="end">
          {last.date}
        </text>
      </ChartFrame>
      <Box as="details" mt="2">
        <Text as="summary" cursor="pointer" color="blue.700" fontSize="sm">
          Show the numbers
        </Text>
        <DataTable columns={['Date', { label: 'Net worth', numeric: true }]} mt="2">
          {points.map((p) => (
            <tr key={p.date}>
              <Td>{p.date}</Td>
              <Td numeric>{formatDollars(p.net_worth)}</Td>
            </tr>
          ))}
        </DataTable>
      </Box>
    </Box>
  )
}
