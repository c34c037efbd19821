// Long-lived clients must survive dev rebuilds and be shared between the host
// process and the Remix bundle, which each get their own copy of this module.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  store.__wealthpathSingletons ??= new Map()
  if (!store.__wealthpathSingletons.has(name)) {
    store.__wealthpathSingletons.set(name, create())
  }
  return store.__wealthpathSingletons.get(name) as T
}

export function forgetSingleton(name: string) {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  store.__wealthpathSingletons?.delete(name)
}
