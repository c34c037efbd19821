import { Box, Field, Flex, HStack, Input, NativeSelect, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import {
  CATALOGUE,
  CATEGORY_LABELS,
  ENTRY_CATEGORIES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type EntryCategory,
} from '~/lib/catalogue.ts'
import { DEFAULT_PAGE_SIZE, formatCount, PAGE_SIZES, showingText, withParams, type PageWindow } from '~/lib/paging.ts'
import { MAX_SEARCH_LENGTH, type EntryListQuery } from '~/schemas/entry-list.ts'

// The search, filter and paging controls of the entry lists. The search is a GET form and the
// pages are links, so both work without JavaScript; every link is built from the query the
// loader actually used (a refused parameter is not carried on), plus the screen's own fixed
// parameters (the tab).

/** The query string of a list: the screen's fixed parameters, the used query, and `changes`. */
export function entryListHref(
  fixed: Record<string, string>,
  query: EntryListQuery,
  changes: Record<string, string | number | null> = {},
) {
  return withParams('', {
    ...fixed,
    q: query.q ?? null,
    category: fixed.tab ? null : (query.category ?? null),
    subcategory: query.subcategory ?? null,
    frequency: query.frequency ?? null,
    size: query.size === DEFAULT_PAGE_SIZE ? null : query.size,
    page: query.page,
    ...changes,
  })
}

function FilterSelect({
  name,
  label,
  value,
  children,
}: {
  name: string
  label: string
  value: string | undefined
  children: ReactNode
}) {
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} defaultValue={value ?? ''} bg="white">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/**
 * The search and filter form of an entry list. `category` fixes the category (a tab: its
 * subcategories only, no category choice); without it the form offers both.
 */
export function EntrySearchForm({
  query,
  fixed,
  category,
  showFrequency,
  filtered,
}: {
  query: EntryListQuery
  fixed: Record<string, string>
  category?: EntryCategory
  showFrequency: boolean
  filtered: boolean
}) {
  const categories = category ? [category] : ENTRY_CATEGORIES
  return (
    <Form method="get" role="search" aria-label="Search entries" key={entryListHref(fixed, query)}>
      {Object.entries(fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            name="q"
            size="sm"
            bg="white"
            defaultValue={query.q ?? ''}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Description or subcategory"
          />
        </Field.Root>
        {category ? null : (
          <FilterSelect name="category" label="Category" value={query.category}>
            <option value="">All categories</option>
            {ENTRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c].plural}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect name="subcategory" label="Subcategory" value={query.subcategory}>
          <option value="">All subcategories</option>
          {categories.map((c) =>
            category ? (
              CATALOGUE[c].map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))
            ) : (
              <optgroup key={c} label={CATEGORY_LABELS[c].plural}>
                {CATALOGUE[c].map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </FilterSelect>
        {showFrequency ? (
          <FilterSelect name="frequency" label="Frequency" value={query.frequency}>
            <option value="">All frequencies</option>
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <FilterSelect name="size" label="Per page" value={String(query.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </FilterSelect>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue">
            Search
          </Button>
          {filtered ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={withParams('', fixed)}>Clear</Link>
            </Button>
          ) : null}
        </HStack>
      </Flex>
    </Form>
  )
}

/** "Showing 26–50 of 4,980 entries" and the links to the other pages. */
export function Pager({
  window,
  hrefFor,
  label = 'Entry pages',
}: {
  window: PageWindow
  hrefFor: (page: number) => string
  label?: string
}) {
  const step = (page: number, text: string, name: string) =>
    page >= 1 && page <= window.pageCount && page !== window.page ? (
      <Button asChild size="xs" variant="outline">
        <Link to={hrefFor(page)} aria-label={name}>
          {text}
        </Link>
      </Button>
    ) : (
      <Text as="span" fontSize="xs" color="gray.500" px="2" aria-hidden="true">
        {text}
      </Text>
    )
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="2" wrap="wrap" py="2">
      <Text fontSize="sm" color="gray.700" data-testid="showing">
        {showingText(window)}
      </Text>
      {window.pageCount > 1 ? (
        <HStack gap="1" wrap="wrap">
          {step(1, '« First', 'First page')}
          {step(window.page - 1, '‹ Previous', 'Previous page')}
          <Box as="span" fontSize="sm" px="2" aria-current="page">
            {`Page ${formatCount(window.page)} of ${formatCount(window.pageCount)}`}
          </Box>
          {step(window.page + 1, 'Next ›', 'Next page')}
          {step(window.pageCount, 'Last »', 'Last page')}
        </HStack>
      ) : null}
    </Flex>
  )
}
