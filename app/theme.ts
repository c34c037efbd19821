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
