/**
 * Sets `key` in `map`, first dropping the oldest entry (maps keep insertion order) when a new key would
 * take the map past `max`: the in-process caches' one bound.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as K)
  map.set(key, value)
}
