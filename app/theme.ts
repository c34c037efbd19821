import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
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
})

export const system = createSystem(defaultConfig, config)

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
