import { Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, RowActions, Td } from '~/components/data-table.tsx'
import { formatCents } from '~/lib/format.ts'

export type EntriesTableRow = {
  id: number
  description: string
  category: string
  subcategory: string
  amount_cents: number
}

/** One page of the Financial Management entries table, each row with Edit and Delete. */
export function EntriesTable({ entries }: { entries: readonly EntriesTableRow[] }) {
  if (entries.length === 0) {
    return (
      <Text color="gray.600" py="2">
        No entries match this search.
      </Text>
    )
  }
  return (
    <DataTable columns={['Description', 'Category', { label: 'Amount', numeric: true }, 'Actions']}>
      {entries.map((e) => (
        <tr key={e.id}>
          <Td>{e.description}</Td>
          <Td>{`${e.category} · ${e.subcategory}`}</Td>
          <Td numeric>{formatCents(e.amount_cents)}</Td>
          <Td>
            <RowActions>
              <Button asChild size="xs" variant="outline">
                <Link to={`/plan/financial-data/${e.id}/edit`} aria-label={`Edit ${e.description}`}>
                  Edit
                </Link>
              </Button>
              <ConfirmDeleteLink
                to={`/plan/financial-data/${e.id}/delete`}
                ariaLabel={`Delete ${e.description}`}
                message={`Are you sure you want to delete "${e.description}"?`}
              >
                Delete
              </ConfirmDeleteLink>
            </RowActions>
          </Td>
        </tr>
      ))}
    </DataTable>
  )
}
