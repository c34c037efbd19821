import { Box, Table, type BoxProps } from '@chakra-ui/react'
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

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

/** A table of rows: a full table on a wide screen, stacked "label: value" rows on a phone. */
export function DataTable({
  columns,
  children,
  ...box
}: { columns: readonly DataColumn[]; children: ReactNode } & Omit<BoxProps, 'children'>) {
  return (
    <Box overflowX="auto" className="wp-stack-table" {...box}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ) : (
                <Table.ColumnHeader key={column.label} textAlign="end">
                  {column.label}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{Children.map(children, (row) => labelCells(row, columns))}</Table.Body>
      </Table.Root>
    </Box>
  )
}
