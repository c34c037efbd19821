import { ChakraProvider } from '@chakra-ui/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { system } from '../../theme.ts'

// The CSS that ChakraProvider would inline into every page (layer order, reset, tokens, the theme's
// globalCss), rendered once per process by Emotion itself, so it is exactly what the pages used to carry.

let css: string | null = null

export function chakraGlobalCss(): string {
  if (css === null) {
    const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: createElement('i') }))
    const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1])
    css = styles.join('\n')
  }
  return css
}
