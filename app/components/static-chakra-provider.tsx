import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from '~/theme.ts'

/**
 * Chakra without its global styles: ChakraProvider renders the reset, the design tokens (CSS
 * variables) and the layer order as an Emotion <Global>, i.e. about 45 KB of inline CSS in every
 * page. They are the same for every page, so they are served once as a cached stylesheet
 * (/styles/chakra-global.css, linked from root.tsx) and this provider gets a view of the system
 * with nothing global to inject. Components still style themselves through Emotion.
 */
const withoutGlobals = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
}) as typeof system

export function StaticChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={withoutGlobals}>{children}</ChakraProvider>
}
