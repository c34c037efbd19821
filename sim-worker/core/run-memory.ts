// The memory of a run's per-path arrays, kept by the thread for its next run.
//
// On the machines this runs on (Firecracker microVMs that hand freed memory back to their host), memory a
// process gets anew costs 12–16 µs a 4 KB page the first time it is written, against well under 1 µs for a
// page it already has: a 5,000-path run's 1.5 MB of state took 4–5 ms of page faults, more than the run's
// own arithmetic (the one-pot engine, Deno, medians of 41: 5.1–6.4 ms with new arrays, 2.6–4.3 kept). So a
// thread keeps the blocks its runs asked for and hands them out again, zeroed, to the next run that asks
// for a block of the same size.
//
// A block stays the run's until the thread's next run starts: what a caller reads of a run's arrays after
// the run returns (its summary, the depletion months) it reads before starting another run on that thread.

/** The most a thread keeps: runs of up to about 10,000 paths fit; larger ones get new memory each time. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024

export class RunMemory {
  /** Kept blocks no run holds, by size; a Map keeps its sizes in the order they were last handed back. */
  readonly #free = new Map<number, ArrayBuffer[]>()
  /** The blocks handed out since the current (or last) run started. */
  readonly #held: ArrayBuffer[] = []
  #keptBytes = 0
  #depth = 0

  constructor(readonly maxBytes: number) {}

  /**
   * Runs `body` as one run: when no run is under way, every block the last one held is free again first.
   * A run started inside another (runLifecycle's engine inside its summary) is part of it.
   */
  run<T>(body: () => T): T {
    if (this.#depth === 0) this.#handBack()
    this.#depth++
    try {
      return body()
    } finally {
      this.#depth--
    }
  }

  /** `length` zeroed doubles: a kept block inside a run, new memory outside one. */
  float64(length: number): Float64Array {
    return new Float64Array(this.#block(length * Float64Array.BYTES_PER_ELEMENT))
  }

  /** `length` zeroed 32-bit integers, as float64 does them. */
  int32(length: number): Int32Array {
    return new Int32Array(this.#block(length * Int32Array.BYTES_PER_ELEMENT))
  }

  /** How many bytes the thread keeps (held or free). */
  get keptBytes(): number {
    return this.#keptBytes
  }

  #block(bytes: number): ArrayBuffer {
    if (this.#depth === 0) return new ArrayBuffer(bytes)
    const kept = this.#free.get(bytes)?.pop()
    if (kept) {
      new Uint8Array(kept).fill(0)
      this.#held.push(kept)
      return kept
    }
    const block = new ArrayBuffer(bytes)
    if (this.#makeRoom(bytes)) {
      this.#keptBytes += bytes
      this.#held.push(block)
    }
    return block
  }

  #handBack(): void {
    for (const block of this.#held) {
      const size = block.byteLength
      const blocks = this.#free.get(size) ?? []
      blocks.push(block)
      // Re-inserted, so the sizes used longest ago come first when room is made.
      this.#free.delete(size)
      this.#free.set(size, blocks)
    }
    this.#held.length = 0
  }

  /** Drops free blocks, the sizes used longest ago first, until `bytes` more fit; false if they cannot. */
  #makeRoom(bytes: number): boolean {
    if (bytes > this.maxBytes) return false
    for (const [size, blocks] of this.#free) {
      while (blocks.length > 0 && this.#keptBytes + bytes > this.maxBytes) {
        blocks.pop()
        this.#keptBytes -= size
      }
      if (blocks.length === 0) this.#free.delete(size)
      if (this.#keptBytes + bytes <= this.maxBytes) return true
    }
    return this.#keptBytes + bytes <= this.maxBytes
  }
}

/** This thread's run memory (each pool thread has its own copy of this module). */
export const runMemory = new RunMemory(MAX_KEPT_BYTES)
