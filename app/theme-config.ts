import type { SystemConfig } from '@chakra-ui/react'

// The theme's configuration and the global stylesheet's version, without Chakra's runtime: the root
// route needs the version for its stylesheet link, and a screen without Chakra components must not
// download Chakra for it (app/components/chakra-scope.tsx). app/theme.ts builds the system from it.

export const config: SystemConfig = {
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    // White text on Chakra's 600 shades of these palettes (solid badges and buttons) is below the
    // 4.5:1 contrast WCAG AA asks for (green 3.3:1, orange 3.6:1, teal 3.7:1, cyan 3.7:1, pink 4.1:1).
    // A slightly deeper shade of each passes and keeps the look; Chakra's 700s would be much darker.
    semanticTokens: {
      colors: {
        green: { solid: { value: { _light: '#15803d', _dark: '#15803d' } } },
        orange: { solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } } },
        teal: { solid: { value: { _light: '#0f766e', _dark: '#0f766e' } } },
        cyan: { solid: { value: { _light: '#0e7490', _dark: '#0e7490' } } },
        pink: { solid: { value: { _light: '#be185d', _dark: '#be185d' } } },
      },
    },
  },
  globalCss: {
    body: { bg: 'gray.50', color: 'gray.900' },
    // Keyboard users must always see where they are.
    'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible': {
      outline: '3px solid',
      outlineColor: 'blue.500',
      outlineOffset: '2px',
    },
  },
}

/**
 * The global stylesheet's version in its URL (/styles/chakra-global.css?v=…): a hash of this file's
 * config, the same in the browser and on the server, so a theme change is a new URL and the old CSS
 * can be cached for a year. An upgrade of @chakra-ui/react changes the CSS too: bump CHAKRA_CSS_EDITION.
 */
const CHAKRA_CSS_EDITION = '3.37.0'
export const themeCssVersion = fnv1a(`${CHAKRA_CSS_EDITION}:${JSON.stringify(config)}`)

function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}
