/**
 * Waits up to `ms` for `work`; true when it has settled by then (either way), false when the
 * wait ran out first. The background jobs (advisory reports, profile indexing) use it to answer
 * at once when the work is quick and show progress when it is not.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const settled = work.then(
    () => true,
    () => true,
  )
  const result = await Promise.race([settled, timeout])
  clearTimeout(timer)
  return result
}
