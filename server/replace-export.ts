import { createRequire } from 'node:module'

// The workarounds around Remix and React Router (route-match-cache.ts, render-route-trees.ts) replace a
// function on its package's exports object, which the packages call it through: one way to do that.

type Fn = (...args: never[]) => unknown
const REPLACED = Symbol.for('wealthpath.replaced-export')

/**
 * Replaces export `name` of `specifier` (the module the Remix runtime loads: same resolution, same
 * module instance) by `wrap(original)`, once: a second call, or a second app in the process, keeps it.
 */
export function replaceExport<F extends Fn>(specifier: string, name: string, wrap: (original: F) => F) {
  const exported = createRequire(import.meta.url)(specifier) as Record<string, F & { [REPLACED]?: true }>
  if (exported[name][REPLACED]) return
  exported[name] = Object.assign(wrap(exported[name]), { [REPLACED]: true as const })
}
