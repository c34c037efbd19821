import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react'

// Tables as plain elements styled by static classes (app/styles/tables.css) rather than Chakra's
// Table parts: Chakra put two generated class names on every cell and its CSS in every page, a
// fifth of a long screen's HTML. Rows are plain <tr>; cells are Td (numeric: right-aligned).

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined

/** A table with Chakra's small table look. */
export function StaticTable({ className, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={join('wp-table', className)} {...rest} />
}

type CellProps = {
  /** An amount: right-aligned so its digits line up. */
  numeric?: boolean
  /** A figure that is good or bad news. */
  tone?: 'good' | 'bad'
  /** Secondary detail (dates, addresses) in the small type. */
  small?: boolean
}

const cellClass = ({ numeric, tone, small }: CellProps, className?: string) =>
  join(numeric && 'wp-num', tone && `wp-fg-${tone}`, small && 'wp-cell-small', className)

export function Th({ numeric, tone, small, className, ...rest }: CellProps & ThHTMLAttributes<HTMLTableCellElement>) {
  return <th className={cellClass({ numeric, tone, small }, className)} {...rest} />
}

export function Td({ numeric, tone, small, className, ...rest }: CellProps & TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cellClass({ numeric, tone, small }, className)} {...rest} />
}

/** Row actions (Edit, Delete, …) on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="wp-row-actions">{children}</div>
}

/** A column heading; amounts are right-aligned so their digits line up. */
export type DataColumn = string | { label: string; numeric: true }

const labelOf = (column: DataColumn) => (typeof column === 'string' ? column : column.label)

/**
 * Each cell of a row gets its column's heading as `data-label`: on a phone the table becomes
 * stacked rows (app/styles/layout.css) and shows that label beside each value, since the heading
 * row is out of sight there. Done here so the screens keep writing plain rows of cells.
 */
function labelCells(row: ReactNode, columns: readonly DataColumn[]): ReactNode {
  if (!isValidElement(row)) return row
  const element = row as ReactElement<{ children?: ReactNode }>
  const cells = Children.map(element.props.children, (cell, index) =>
    isValidElement(cell) && index < columns.length
      ? cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': labelOf(columns[index]) })
      : cell,
  )
  return cloneElement(element, undefined, cells)
}

/**
 * A table of rows (<tr> of Td): a full table on a wide screen, stacked "label: value" rows on a
 * phone. `tall` caps a long table's height and scrolls it inside its box.
 */
export function DataTable({
  columns,
  children,
  mt,
  tall,
}: {
  columns: readonly DataColumn[]
  children: ReactNode
  mt?: '2'
  tall?: boolean
}) {
  return (
    <div className={join('wp-stack-table wp-table-scroll', tall && 'wp-table-scroll--tall', mt && `wp-mt-${mt}`)}>
      <StaticTable>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={labelOf(column)} numeric={typeof column !== 'string'}>
                {labelOf(column)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>{Children.map(children, (row) => labelCells(row, columns))}</tbody>
      </StaticTable>
    </div>
  )
}
