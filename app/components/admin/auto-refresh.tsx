import { HStack, Text } from '@chakra-ui/react'
import { useLocation, useRevalidator } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect } from 'react'

/**
 * The spec's polling (03 §9): with JavaScript the section reloads its data every `seconds`;
 * without it, the Refresh link reloads the page, and the interval choices are links too.
 */
export function AutoRefresh({ seconds, options }: { seconds: number; options?: readonly number[] }) {
  const { revalidate, state } = useRevalidator()
  const location = useLocation()
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') revalidate()
    }, seconds * 1000)
    return () => window.clearInterval(timer)
  }, [seconds, revalidate])
  const withEvery = (every: number) => {
    const params = new URLSearchParams(location.search)
    params.set('every', String(every))
    return `${location.pathname}?${params}`
  }
  return (
    <HStack gap="3" fontSize="sm" wrap="wrap" data-testid="auto-refresh">
      <Link to={`${location.pathname}${location.search}`} reloadDocument={false} aria-busy={state === 'loading'}>
        Refresh
      </Link>
      <Text color="gray.600">Refreshes every {formatSeconds(seconds)}</Text>
      {options?.map((every) => (
        <Link key={every} to={withEvery(every)} aria-current={every === seconds ? 'true' : undefined}>
          {formatSeconds(every)}
        </Link>
      ))}
    </HStack>
  )
}

function formatSeconds(seconds: number) {
  return seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`
}
