// SPEC.md §2/§9: a lazy screen that has not loaded after 120 s fails with a chunk-load error, which the
// route's error element shows (JS and CSS variants, §8).
export const LAZY_SCREEN_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk timed out') {
    super(message)
    this.name = 'ChunkLoadError'
  }
}

export function lazyScreen<T>(load: () => Promise<T>, timeoutMs = LAZY_SCREEN_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error && error.name !== 'ChunkLoadError' ? asChunkError(error) : error)
      },
    )
  })
}

/** A failed dynamic import (or CSS preload) becomes a ChunkLoadError that keeps the original message. */
function asChunkError(error: Error): Error {
  const chunk = new ChunkLoadError(error.message)
  chunk.cause = error
  return chunk
}
