import { Box, Table, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A column heading; amounts are right-aligned so their digits line up. */
export type DataColumn = string | { label: string; numeric: true }

/** A small table that scrolls sideways on a phone: its headings, and the rows the caller renders. */
export function DataTable({
  columns,
  children,
  ...box
}: { columns: readonly DataColumn[]; children: ReactNode } & Omit<BoxProps, 'children'>) {
  return (
    <Box overflowX="auto" {...box}>
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
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  )
}
