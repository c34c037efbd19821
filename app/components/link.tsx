/* eslint-disable no-restricted-syntax -- the one module that wraps Remix's Link and NavLink */
import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from '@remix-run/react'
import { forwardRef, type ComponentProps, type CSSProperties, type ReactNode } from 'react'

// The app's links: Remix's Link and NavLink, the same props and the same markup, cheaper to render on
// the server. Remix's Link resolves its target three times as it renders (its own href, React Router's
// href and the click handler's path), each pass serialising the route matches; a screen draws 50 or so
// links, which came to about a tenth of the Financial Data Entry screen's server time in a profile.
// On the server no click can happen, so a plain target (an absolute path, or a search or hash on the
// current page) is written straight into the same <a> React Router writes (prefetching starts only in
// an effect, so the server writes nothing else for a link). In the browser these are
// Remix's own components, so hydration, client-side navigation, prefetch and route discovery are
// unchanged. tests/unit/link.test.tsx renders both for every kind of target and compares the HTML.

type LinkProps = ComponentProps<typeof RemixLink>
type NavLinkProps = ComponentProps<typeof RemixNavLink>

const ON_SERVER = typeof document === 'undefined'

/** A path whose href is itself: absolute, no protocol, nothing React Router would normalise or encode. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[^#\s]+)?(#\S+)?$/
/** A search or hash on the current page: React Router puts it after the current location's path. */
const SAME_PAGE = /^(\?[^#\s]+(#\S+)?|#\S+)$/
/** No segment React Router would resolve (`.` and `..`). */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$|\?|#)/

/** The href React Router renders for `to` on the page at `pathname`, or null when it must resolve it itself. */
export function plainHref(to: LinkProps['to'], pathname: string): string | null {
  if (typeof to !== 'string') return null
  if (PLAIN_PATH.test(to)) return DOT_SEGMENT.test(to.split(/[?#]/, 1)[0]) ? null : to
  if (SAME_PAGE.test(to)) return pathname + to
  return null
}

/** Remix's `data-discover`: the browser asks for the route of each link it finds on a page. */
const discoverAttr = (discover: LinkProps['discover'], reloadDocument: boolean | undefined) =>
  (discover ?? 'render') === 'render' && !reloadDocument ? 'true' : undefined

/** The props that steer navigation in the browser and are never written into the anchor. */
function anchorProps(props: LinkProps) {
  const {
    to: _to,
    prefetch: _prefetch,
    discover,
    reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    onClick: _onClick,
    target,
    ...rest
  } = props
  return { rest, target, discover: discoverAttr(discover, reloadDocument) }
}

const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { pathname } = useLocation()
  const href = plainHref(props.to, pathname)
  if (href === null) return <RemixLink {...props} ref={ref} />
  const { rest, target, discover } = anchorProps(props)
  // React Router's order: the rest, data-discover, href, target.
  return <a {...rest} data-discover={discover} href={href} ref={ref} target={target} />
})

const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const { pathname } = useLocation()
  const {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className,
    end = false,
    style,
    children,
    ...linkProps
  } = props
  const href = plainHref(props.to, pathname)
  // Only absolute paths: their pathname is the part before any search, as React Router compares it.
  if (href === null || !href.startsWith('/')) return <RemixNavLink {...props} ref={ref} />
  const target = href.split(/[?#]/, 1)[0]
  const isActive = caseSensitive
    ? activePath(pathname, target, end)
    : activePath(pathname.toLowerCase(), target.toLowerCase(), end)
  // The server renders no navigation in progress and no view transition.
  const state = { isActive, isPending: false, isTransitioning: false }
  const { rest, target: frame, discover } = anchorProps(linkProps)
  return (
    <a
      {...rest}
      data-discover={discover}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className ?? '', isActive ? 'active' : ''].filter(Boolean).join(' ')
      }
      style={(typeof style === 'function' ? style(state) : style) as CSSProperties | undefined}
      href={href}
      ref={ref}
      target={frame}
    >
      {(typeof children === 'function' ? children(state) : children) as ReactNode}
    </a>
  )
})

/** React Router's rule: the same path, or (unless `end`) a path below it. */
function activePath(location: string, to: string, end: boolean) {
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length
  return location === to || (!end && location.startsWith(to) && location.charAt(endSlash) === '/')
}

export const Link: typeof RemixLink = ON_SERVER ? ServerLink : RemixLink
export const NavLink: typeof RemixNavLink = ON_SERVER ? (ServerNavLink as typeof RemixNavLink) : RemixNavLink
