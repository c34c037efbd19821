/* eslint-disable no-restricted-syntax -- the one module that wraps Remix's Link and NavLink */
import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from '@remix-run/react'
import { createElement, forwardRef, type ComponentProps } from 'react'

// The app's links: Remix's Link and NavLink, the same props and the same markup, cheaper to render on
// the server. Remix's Link resolves its target three times as it renders (its own href, React Router's
// href and the click handler's path), each pass serialising the route matches; a screen draws 50 or so
// links, which came to about a tenth of the Financial Data Entry screen's server time in a profile.
// On the server no click can happen, so a plain target (an absolute path, or a search or hash on the
// current page) is written straight into the same <a> React Router writes (prefetching starts only in
// an effect, so the server writes nothing else for a link). In the browser these are
// Remix's own components, so hydration, client-side navigation, prefetch and route discovery are
// unchanged. tests/unit/link.test.ts renders both for every kind of target and compares the HTML.

type LinkProps = ComponentProps<typeof RemixLink>
type NavLinkProps = ComponentProps<typeof RemixNavLink>

const ON_SERVER = typeof document === 'undefined'

/**
 * A path whose href is itself: absolute, no protocol, no `.` or `..` segment (React Router would resolve
 * them), no character it would encode, and a search or hash only if not empty (it would drop those).
 */
const PLAIN_PATH = /^(?!\/\/)(?:\/(?!\.\.?(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)+(?:\?[^#\s]+)?(?:#\S+)?$/
/** A search or hash on the current page: React Router puts it after the current location's path. */
const SAME_PAGE = /^(?:\?[^#\s]+(?:#\S+)?|#\S+)$/

/** The href React Router renders for `to` on the page at `pathname`, or null when it must resolve it itself. */
export function plainHref(to: LinkProps['to'], pathname: string): string | null {
  if (typeof to !== 'string') return null
  if (to.charCodeAt(0) === 47 /* / */) return PLAIN_PATH.test(to) ? to : null
  return SAME_PAGE.test(to) ? pathname + to : null
}

/** The path of an href: what comes before its search or hash. */
function pathOf(href: string) {
  const search = href.indexOf('?')
  const hash = href.indexOf('#')
  const end = search >= 0 && (hash < 0 || search < hash) ? search : hash
  return end >= 0 ? href.slice(0, end) : href
}

/** Remix's `data-discover`: the browser asks for the route of each link it finds on a page. */
const discoverAttr = (discover: LinkProps['discover'], reloadDocument: boolean | undefined) =>
  (discover ?? 'render') === 'render' && !reloadDocument ? 'true' : undefined

/** The props that steer navigation in the browser: the server writes none of them into the anchor. */
const NAVIGATION_PROPS = new Set([
  'to',
  'prefetch',
  'discover',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'onClick',
  'target',
])

/**
 * The anchor's props in React Router's order: the caller's own (all but `skip`, the props React Router
 * reads itself), data-discover, `between` (NavLink's aria-current, class and style), href, target. One
 * pass over the props: object rest and spread cost several times more here, with 50 links a page.
 */
function anchor(
  props: Record<string, unknown>,
  href: string,
  between?: Record<string, unknown>,
  skip: ReadonlySet<string> = NAVIGATION_PROPS,
) {
  const attributes: Record<string, unknown> = {}
  for (const key in props) if (!skip.has(key)) attributes[key] = props[key]
  attributes['data-discover'] = discoverAttr(props.discover as LinkProps['discover'], props.reloadDocument as boolean)
  if (between) for (const key in between) attributes[key] = between[key]
  attributes.href = href
  attributes.target = props.target
  return createElement('a', attributes)
}

// No ref reaches the anchor: the server has no DOM node to hand one.
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { pathname } = useLocation()
  const href = plainHref(props.to, pathname)
  return href === null ? <RemixLink {...props} ref={ref} /> : anchor(props, href)
})

const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const { pathname } = useLocation()
  const href = plainHref(props.to, pathname)
  // Only absolute paths: their pathname is the part before any search, as React Router compares it.
  if (href === null || href.charCodeAt(0) !== 47) return <RemixNavLink {...props} ref={ref} />
  const { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className, end = false, style, children } = props
  const target = pathOf(href)
  const isActive = caseSensitive
    ? activePath(pathname, target, end)
    : activePath(pathname.toLowerCase(), target.toLowerCase(), end)
  // The server renders no navigation in progress and no view transition.
  const state = { isActive, isPending: false, isTransitioning: false }
  return anchor(
    props as Record<string, unknown>,
    href,
    {
      'aria-current': isActive ? ariaCurrent : undefined,
      className:
        typeof className === 'function'
          ? className(state)
          : [className ?? '', isActive ? 'active' : ''].filter(Boolean).join(' '),
      style: typeof style === 'function' ? style(state) : style,
      children: typeof children === 'function' ? children(state) : children,
    },
    NOT_NAV_LINK_ATTRIBUTES,
  )
})

/** NavLink's own props (React Router turns them into aria-current, class, style and children), and Link's. */
const NOT_NAV_LINK_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...NAVIGATION_PROPS,
  'aria-current',
  'caseSensitive',
  'className',
  'end',
  'style',
  'children',
])

/** React Router's rule: the same path, or (unless `end`) a path below it. */
function activePath(location: string, to: string, end: boolean) {
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length
  return location === to || (!end && location.startsWith(to) && location.charAt(endSlash) === '/')
}

export const Link: typeof RemixLink = ON_SERVER ? ServerLink : RemixLink
export const NavLink: typeof RemixNavLink = ON_SERVER ? (ServerNavLink as typeof RemixNavLink) : RemixNavLink
