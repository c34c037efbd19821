import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadChakra, needsChakra } from './components/chakra-scope.tsx'

// Chakra's provider is loaded before hydrating only when a route of this page draws Chakra
// components (app/components/chakra-scope.tsx); the route modules are already loaded here.
const ready = needsChakra(Object.values(window.__remixRouteModules)) ? loadChakra() : Promise.resolve()

void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  }),
)
