// The store's three averages (issue 16 item 8; REFERENCE.md §6 "3 scores"; openapi StoreSummary.score): the
// seeded figures count as SEEDED_RATINGS earlier ratings, and the storeScores of every evaluation of an order
// of that store join them (description, service, delivery), rounded to one decimal.
import { db, type StoreRecord } from '../db'

/** How many earlier ratings the seeded figures stand for. */
export const SEEDED_RATINGS = 20

export interface StoreAverages {
  description: number
  service: number
  delivery: number
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

export function storeAveragesOf(store: StoreRecord): StoreAverages {
  const sums = {
    description: store.scoreDescription * SEEDED_RATINGS,
    service: store.scoreService * SEEDED_RATINGS,
    delivery: store.scoreDelivery * SEEDED_RATINGS,
  }
  let count = SEEDED_RATINGS
  for (const order of db.orders.findMany((q) => q.where({ storeId: store.storeId }))) {
    const scores = order.evaluation?.storeScores
    if (!scores) continue
    sums.description += scores.description
    sums.service += scores.service
    sums.delivery += scores.delivery
    count += 1
  }
  return {
    description: oneDecimal(sums.description / count),
    service: oneDecimal(sums.service / count),
    delivery: oneDecimal(sums.delivery / count),
  }
}
