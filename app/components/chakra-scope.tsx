import { useLocation, useMatches, useNavigation } from '@remix-run/react'
import { useEffect, type ComponentType, type ReactNode } from 'react'

/**
 * Chakra's runtime (its components, Emotion and the provider: about 70 KB of JavaScript, gzipped)
 * is loaded only for the screens that draw Chakra components. A route whose module and layouts
 * draw none exports `handle = STATIC_STYLES` (its markup uses the static classes of app/styles);
 * when every matched route says so, the page renders without Chakra's provider and the browser
 * never downloads Chakra for it. Any other route gets the provider, as before: a new screen needs
 * nothing to keep working.
 */
export const STATIC_STYLES = { staticStyles: true } as const

type Provider = ComponentType<{ children: ReactNode }>

/** Whether any of these routes (matches, or route modules) draws Chakra components. */
export function needsChakra(routes: readonly ({ handle?: unknown } | undefined)[]) {
  return routes.some((route) => !isStatic(route?.handle))
}

function isStatic(handle: unknown) {
  return typeof handle === 'object' && handle !== null && 'staticStyles' in handle && handle.staticStyles === true
}

let provider: Provider | null = null
let loading: Promise<void> | null = null

/** The server's entry hands the provider over at start-up (it is always loaded there). */
export function provideChakra(loaded: Provider) {
  provider = loaded
}

/**
 * Loads the provider in the browser: the browser's entry awaits it before hydrating a page that
 * needs it; a navigation from a static page to a Chakra one suspends on it (Remix's navigations
 * are transitions, so the current page stays until it has arrived).
 */
export function loadChakra() {
  loading ??= import('./static-chakra-provider.tsx').then((module) => provideChakra(module.StaticChakraProvider))
  return loading
}

function ChakraProvider({ children }: { children: ReactNode }) {
  if (!provider) throw loadChakra()
  const Loaded = provider
  return <Loaded>{children}</Loaded>
}

export function ChakraScope({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const here = useLocation().pathname
  const next = useNavigation().location?.pathname
  const leaving = next !== undefined && next !== here
  const needed = needsChakra(matches)
  // Leaving a static page for another screen (most draw Chakra): fetch the provider alongside the
  // next route's module and data rather than after them. A first visit never fetches it, nor does
  // a search or a page of the same list.
  useEffect(() => {
    if (leaving && !needed) void loadChakra()
  }, [leaving, needed])
  return needed ? <ChakraProvider>{children}</ChakraProvider> : <>{children}</>
}
