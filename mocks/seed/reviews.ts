// Reviews of goods (issue 4, product detail). Filled by the catalogue work; deterministic from SeedData.
import type { ReviewRecord } from '../db'
import type { SeedData } from '../seed'

export function buildReviews(_data: SeedData): ReviewRecord[] {
  return []
}
