import { describe, expect, it } from 'vitest'
import { countOf, pageNotice, pageWindow, showingText, withParams } from '../../app/lib/paging.ts'
import { isFiltered, readEntryListQuery } from '../../app/schemas/entry-list.ts'

const read = (search: string, category?: 'assets' | 'expenses') =>
  readEntryListQuery(new URLSearchParams(search), { category })

describe('pageWindow and its texts', () => {
  it('places a page of rows and says which', () => {
    const window = pageWindow(4980, 2, 25)
    expect(window).toMatchObject({ page: 2, pageCount: 200, offset: 25, first: 26, last: 50 })
    expect(showingText(window)).toBe('Showing 26–50 of 4,980 entries')
    expect(pageNotice(window)).toBeNull()
  })

  it('shows the last page for a page past the end, and says so', () => {
    const window = pageWindow(60, 99, 25)
    expect(window).toMatchObject({ page: 3, requestedPage: 99, offset: 50, first: 51, last: 60 })
    expect(pageNotice(window)).toBe('There is no page 99; showing page 3 of 3.')
  })

  it('counts with the right plural, and an empty list has one page', () => {
    expect(showingText(pageWindow(1, 1, 25))).toBe('Showing 1 of 1 entry')
    expect(showingText(pageWindow(0, 1, 25))).toBe('No entries match')
    expect(pageWindow(0, 1, 25)).toMatchObject({ pageCount: 1, first: 0, last: 0 })
    expect(countOf(0)).toBe('0 entries')
    expect(countOf(1)).toBe('1 entry')
    expect(countOf(1234)).toBe('1,234 entries')
  })

  it('changes a link’s parameters, dropping blanks and page 1', () => {
    expect(withParams('tab=assets&q=&page=3', { page: 1 })).toBe('?tab=assets')
    expect(withParams('tab=assets&q=rent', { page: 2, size: null })).toBe('?tab=assets&q=rent&page=2')
  })
})

describe('readEntryListQuery', () => {
  it('reads search, filters and paging', () => {
    const { query, errors } = read('q=+rent+&subcategory=housing&frequency=monthly&page=2&size=50', 'expenses')
    expect(errors).toEqual([])
    expect(query).toEqual({
      q: 'rent',
      category: 'expenses',
      subcategory: 'housing',
      frequency: 'monthly',
      page: 2,
      size: 50,
    })
    expect(isFiltered(query)).toBe(true)
    expect(isFiltered(read('', 'expenses').query)).toBe(false)
  })

  it('falls back to page 1 with a message for a page that is not a whole number from 1', () => {
    for (const page of ['abc', '0', '-3', '1.5']) {
      const { query, errors } = read(`page=${page}`)
      expect(query.page, page).toBe(1)
      expect(errors, page).toEqual([`"${page}" is not a page number (a whole number from 1); showing page 1.`])
    }
  })

  it('takes the nearest page size on offer, with a message', () => {
    expect(read('size=7').query.size).toBe(10)
    expect(read('size=1000').query.size).toBe(100)
    expect(read('size=abc').query.size).toBe(25)
    expect(read('size=30').errors).toEqual(['Pages hold 10, 25, 50, 100 entries; showing 25 per page instead of "30".'])
  })

  it('refuses unknown filters and a subcategory of another category, keeping the rest', () => {
    const tab = read('subcategory=housing&frequency=fortnightly&q=rent', 'assets')
    expect(tab.query).toEqual({ q: 'rent', category: 'assets', page: 1, size: 25 })
    expect(tab.errors).toEqual([
      '"fortnightly" is not a frequency; showing every frequency.',
      '"housing" is not a subcategory of Assets; showing every subcategory.',
    ])
    expect(read('category=pets').errors).toEqual(['"pets" is not a category; showing every category.'])
    expect(read('subcategory=nope').errors).toEqual(['"nope" is not a subcategory; showing every subcategory.'])
  })

  it('infers the category from a subcategory when the screen does not fix one', () => {
    expect(read('subcategory=food').query).toMatchObject({ category: 'expenses', subcategory: 'food' })
  })

  it('does not apply a search longer than the limit', () => {
    const { query, errors } = read(`q=${'x'.repeat(101)}`)
    expect(query.q).toBeUndefined()
    expect(errors).toEqual(['Search text can be at most 100 characters; the search was not applied.'])
  })
})
