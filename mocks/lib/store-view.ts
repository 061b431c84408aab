// The store as the API shows it (StoreSummary / StoreCard of the contract), built in one place for every
// handler that lists or shows stores.
import type { components } from '../../src/api/schema'
import { db, type MemberRecord, type StoreRecord } from '../db'
import { storeLogoUrl } from './image-url'
import { storeAveragesOf } from './store-ratings'

type StoreSummary = components['schemas']['StoreSummary']
type StoreCard = components['schemas']['StoreCard']

export function storeSummaryOf(store: StoreRecord): StoreSummary {
  return {
    storeId: store.storeId,
    storeName: store.storeName,
    storeLogo: storeLogoUrl(store),
    isFactory: store.isFactory,
    isSelf: store.isSelf,
    province: store.province,
    city: store.city,
    mainBusiness: store.mainBusiness,
    foundedYear: store.foundedYear,
    employees: store.employees,
    // the seeded figures and every evaluation's store ratings (issue 16 item 8)
    score: storeAveragesOf(store),
    goodsCount: db.goods.findMany((q) => q.where({ storeId: store.storeId, state: 1 })).length,
  }
}

/** The summary plus what a member's store card shows: open, followed by this member, service phone. */
export function storeCardOf(store: StoreRecord, member: MemberRecord | null): StoreCard {
  return {
    ...storeSummaryOf(store),
    isOpen: store.isOpen,
    isFollowing:
      member !== null &&
      db.followStores.findFirst((q) => q.where({ memberId: member.memberId, storeId: store.storeId })) !==
        undefined,
    servicePhone: store.servicePhone,
  }
}
