// The chat screen's reads over HTTP (REFERENCE.md §10 msgLog, storeList): a conversation's history — which also
// starts a conversation with a store the buyer never wrote to — with the conversation list, and older pages.
import { fromPromise } from 'xstate'
import { listChatMessages, listChatStores, type ChatMessage } from '../../src/api/chat'

interface Page {
  list: ChatMessage[]
  hasMore: boolean
}

export const chatScreenActors = {
  // silent: the screen shows a failed load in place, with a retry
  openConversation: fromPromise(async ({ input }: { input: { storeId: number } }) => {
    const page = await listChatMessages(input.storeId, undefined, { silent: true })
    const stores = await listChatStores({}, { silent: true })
    return { page: page as Page, stores: stores.list }
  }),
  loadHistory: fromPromise(
    async ({ input }: { input: { storeId: number; before: number | undefined } }) =>
      (await listChatMessages(input.storeId, input.before, { silent: true })) as Page,
  ),
}
