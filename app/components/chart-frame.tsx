import type { ReactNode } from 'react'
import { formatDollarsCompact } from '~/lib/format.ts'

/** Chart labels, in SVG units. */
export const CHART_LABEL_SIZE = 12
/** The smallest a label may be drawn on screen (issue 12): the chart never shrinks further. */
const MIN_LABEL_PX = 11

export type ChartScale = {
  width: number
  height: number
  pad: { top: number; right: number; bottom: number; left: number }
}

/** A dollar chart's frame: the text summary that names it, the SVG, and three labelled gridlines. */
export function ChartFrame({
  id,
  summary,
  scale,
  y,
  min,
  max,
  children,
}: {
  id: string
  summary: string
  scale: ChartScale
  y: (dollars: number) => number
  min: number
  max: number
  children: ReactNode
}) {
  const { width, height, pad } = scale
  return (
    <>
      <p id={id} className="wp-mb-2">
        {summary}
      </p>
      {/* Shrunk to fit only while its labels stay 11 px or more: scaled to a phone's width they were about
          6 px. A narrower screen scrolls the chart inside this frame instead. */}
      <figure className="wp-table-scroll" tabIndex={0}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          role="img"
          aria-labelledby={id}
          style={{ maxWidth: width, minWidth: (width * MIN_LABEL_PX) / CHART_LABEL_SIZE }}
        >
          {[max, (max + min) / 2, min].map((t) => (
            <g key={t}>
              <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize={CHART_LABEL_SIZE} fill="#4a5568">
                {formatDollarsCompact(t)}
              </text>
            </g>
          ))}
          {children}
        </svg>
      </figure>
    </>
  )
}
