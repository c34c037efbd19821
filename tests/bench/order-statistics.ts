// The order statistics the lifecycle benches report, shared by tests/bench/lifecycle.ts (Node) and
// tests/bench/lifecycle-pool.ts (Deno): pure code, so it runs in either runtime.

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The value at rank q × (n − 1) of the sorted values, rounded down (no interpolation). */
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]
