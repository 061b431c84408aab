// Store home content: profiles (about, videos, photos, certificates) and news/articles. Deterministic.
import type { StoreNewsRecord, StoreProfileRecord } from '../db'
import type { SeedData } from '../seed'

export function buildStoreContent(_data: SeedData): {
  storeProfiles: StoreProfileRecord[]
  storeNews: StoreNewsRecord[]
} {
  return { storeProfiles: [], storeNews: [] }
}
