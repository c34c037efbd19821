import { createSystem, defaultConfig } from '@chakra-ui/react'
import { config } from './theme-config.ts'

export { themeCssVersion } from './theme-config.ts'

export const system = createSystem(defaultConfig, config)
