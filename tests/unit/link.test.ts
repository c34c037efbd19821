import { Link as RemixLink, NavLink as RemixNavLink } from '@remix-run/react'
import { createElement, type ComponentProps, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { Link, NavLink, plainHref } from '~/components/link.tsx'

// app/components/link.tsx writes a plain target's anchor itself on the server. Its HTML must be the
// HTML Remix's Link and NavLink write for the same props on the same page, attribute for attribute,
// or the browser's hydration would not match; targets it cannot write plainly go to Remix's own.

type LinkProps = ComponentProps<typeof RemixLink>
type NavLinkProps = ComponentProps<typeof RemixNavLink>

const LINKS: LinkProps[] = [
  { to: '/plan/goals', children: 'Goals' },
  { to: '/', children: 'Home' },
  {
    to: '/plan/financial-data/new?category=assets&subcategory=cash_bank_accounts&description=Car%20loan',
    children: '+ Car loan',
    'aria-label': 'Add a car loan',
    className: 'wp-btn',
  },
  { to: '?tab=income', preventScrollReset: true, 'aria-current': 'page', children: 'Income' },
  { to: '?tab=assets&page=2#results', children: 'Page 2' },
  { to: '#top', children: 'Top' },
  { to: '/plan/profile/edit#spouse', replace: true, state: { from: 'x' }, children: 'Edit' },
  { to: '/plan/financial-data', reloadDocument: true, children: 'Reload' },
  { to: '/plan/goals', discover: 'none', prefetch: 'intent', children: 'No discovery' },
  { to: '/api/v1/export.csv', target: '_blank', rel: 'noreferrer', children: 'Download' },
  { to: '/plan/goals', style: { color: 'red' }, id: 'x', title: 'Goals', children: 'Styled' },
  { to: '/plan/goals', prefetch: 'render', children: 'Prefetched' },
  // Targets React Router resolves or encodes itself: Remix's Link draws these.
  { to: 'edit', children: 'Relative' },
  { to: '../goals', children: 'Up' },
  { to: '/plan/./goals/../analysis', children: 'Dots' },
  { to: '/plan/x?', children: 'Empty search' },
  { to: '/plan/a b', children: 'Space' },
  { to: 'https://example.org/a', children: 'Elsewhere' },
  { to: '//example.org/a', children: 'Protocol-relative' },
  { to: { pathname: '/plan/goals', search: '?view=all' }, children: 'Object' },
  { to: '', children: 'Empty' },
]

const NAV_LINKS: NavLinkProps[] = [
  { to: '/plan/financial-data', children: 'Financial Data' },
  { to: '/plan', children: 'Plan' },
  { to: '/plan', end: true, children: 'Plan only' },
  { to: '/PLAN/Financial-Data', children: 'Case' },
  { to: '/PLAN/Financial-Data', caseSensitive: true, children: 'Case-sensitive' },
  { to: '/plan/goals', prefetch: 'intent', className: 'wp-step', children: 'Goals' },
  { to: '/plan/financial-data', 'aria-current': 'step', className: 'wp-step', children: 'Step' },
  {
    to: '/plan/financial-data/',
    className: ({ isActive }) => (isActive ? 'on' : 'off'),
    style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
    children: ({ isActive }) => (isActive ? 'Here' : 'There'),
  },
  { to: '/plan/fin', children: 'Prefix only' },
  { to: '?tab=income', children: 'Search only' },
  { to: 'goals', children: 'Relative' },
]

/** Both components' anchors for every case, rendered by React Router's static router at `url` in a child route. */
async function renderBoth(url: string, cases: (side: 'ours' | 'remix') => ReactElement[]) {
  const page = () =>
    createElement(
      'main',
      null,
      createElement('section', { id: 'ours' }, ...cases('ours')),
      createElement('section', { id: 'remix' }, ...cases('remix')),
    )
  const routes = [{ path: '/plan', children: [{ path: 'financial-data', Component: page }] }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${url}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const html = renderToString(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, context),
      context,
      hydrate: false,
    }),
  )
  const section = (id: string) => new RegExp(`<section id="${id}">(.*?)</section>`).exec(html)![1]
  return { ours: section('ours'), remix: section('remix') }
}

const anchors = (html: string) => html.match(/<a [^>]*>.*?<\/a>/g) ?? []

describe('Link on the server', () => {
  it('writes the same anchor as Remix for every kind of target and prop', async () => {
    const { ours, remix } = await renderBoth('/plan/financial-data?tab=assets', (side) =>
      LINKS.map((props, i) => createElement(side === 'ours' ? Link : RemixLink, { key: i, ...props })),
    )
    expect(anchors(ours)).toHaveLength(LINKS.length)
    expect(anchors(ours)).toEqual(anchors(remix))
    // A sample read by eye: the search-only target keeps the page's path, and drops its search.
    expect(anchors(ours)[3]).toBe(
      '<a aria-current="page" data-discover="true" href="/plan/financial-data?tab=income">Income</a>',
    )
  })

  it('marks the same NavLinks active as Remix, with the same classes, styles and children', async () => {
    const { ours, remix } = await renderBoth('/plan/financial-data', (side) =>
      NAV_LINKS.map((props, i) => createElement(side === 'ours' ? NavLink : RemixNavLink, { key: i, ...props })),
    )
    expect(anchors(ours)).toHaveLength(NAV_LINKS.length)
    expect(anchors(ours)).toEqual(anchors(remix))
    expect(ours).toContain('aria-current="step" class="wp-step active" href="/plan/financial-data"')
    expect(ours).toContain('class="" href="/plan/fin"')
  })
})

describe('plainHref', () => {
  it('writes absolute paths as they are and puts a search or hash after the current path', () => {
    expect(plainHref('/plan/goals?view=all#g1', '/plan')).toBe('/plan/goals?view=all#g1')
    expect(plainHref('?page=2', '/plan/goals')).toBe('/plan/goals?page=2')
    expect(plainHref('#top', '/plan/goals')).toBe('/plan/goals#top')
  })

  it('leaves to React Router what it would resolve, normalise or encode', () => {
    for (const to of [
      'goals',
      './goals',
      '../goals',
      '/plan/../x',
      '/a/.',
      '/x?',
      '/x#',
      '/a b',
      '//host/x',
      'mailto:a@b.c',
    ]) {
      expect(plainHref(to, '/plan'), to).toBeNull()
    }
    expect(plainHref({ pathname: '/x' }, '/plan')).toBeNull()
  })
})
