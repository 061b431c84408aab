// I/O of the store-follow flow: one promise actor per operation, named after its operationId.
import { fromPromise } from 'xstate'
import { editFollowStore } from '../../src/api/goods-detail'

export interface EditFollowStoreInput {
  storeId: number
  isCollect: 0 | 1
}

export const storeFollowActors = {
  editFollowStore: fromPromise(({ input }: { input: EditFollowStoreInput }) =>
    editFollowStore({ storeIds: [input.storeId], isCollect: input.isCollect }),
  ),
}
