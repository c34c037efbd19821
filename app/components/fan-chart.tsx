import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { CHART_LABEL_SIZE, ChartFrame } from '~/components/chart-frame.tsx'
import { formatDollars } from '~/lib/format.ts'

export type FanBands = { p10: number[]; p25: number[]; p50: number[]; p75: number[]; p90: number[] }

const WIDTH = 720
const HEIGHT = 280
const PAD = { top: 16, right: 20, bottom: 30, left: 84 }

/**
 * The projection fan: p10–p90 band, p25–p75 band and the p50 line, as server-rendered SVG,
 * with a text summary for screen readers and a table of every year beneath.
 */
export function FanChart({ years, bands, caption }: { years: number[]; bands: FanBands; caption: string }) {
  const all = [...bands.p10, ...bands.p90, 0]
  const min = Math.min(...all)
  const max = Math.max(...all)
  const span = max - min || 1
  const last = years.length - 1
  const x = (i: number) => PAD.left + (last === 0 ? 0 : (i / last) * (WIDTH - PAD.left - PAD.right))
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (HEIGHT - PAD.top - PAD.bottom)
  const area = (upper: number[], lower: number[]) =>
    [
      ...upper.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`),
      ...lower
        .map((v, i) => [i, v] as const)
        .reverse()
        .map(([i, v]) => `L${x(i).toFixed(1)},${y(v).toFixed(1)}`),
      'Z',
    ].join(' ')
  const line = bands.p50.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
  const step = years.length > 16 ? 5 : 1
  return (
    <div>
      <ChartFrame
        id="fan-summary"
        summary={caption}
        scale={{ width: WIDTH, height: HEIGHT, pad: PAD }}
        y={y}
        min={min}
        max={max}
      >
        <path d={area(bands.p90, bands.p10)} fill="#bfdbfe" />
        <path d={area(bands.p75, bands.p25)} fill="#93c5fd" />
        <path d={line} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        {years.map((year, i) =>
          i % step === 0 || i === last ? (
            <text key={year} x={x(i)} y={HEIGHT - 10} textAnchor="middle" fontSize={CHART_LABEL_SIZE} fill="#4a5568">
              {`Y${year}`}
            </text>
          ) : null,
        )}
      </ChartFrame>
      <p className="wp-text-xs wp-muted">
        Light band: 10th–90th percentile. Darker band: 25th–75th. Line: median (50th).
      </p>
      <details className="wp-disclosure wp-mt-2">
        <summary>Show the numbers by year</summary>
        <div className="wp-table-scroll">
          <StaticTable className="wp-mt-2">
            <thead>
              <tr>
                <Th>Year</Th>
                {(['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => (
                  <Th key={p} numeric>
                    {p}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((year, i) => (
                <tr key={year}>
                  <Td>{year}</Td>
                  {(['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => (
                    <Td key={p} numeric>
                      {formatDollars(bands[p][i])}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StaticTable>
        </div>
      </details>
    </div>
  )
}
