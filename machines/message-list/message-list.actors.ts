// The I/O of the message flows (issue 11 item 6), one promise actor per operation of src/api/member-messages.
// Every change of the notices refreshes the header's unread count inside the same promise, so the count is
// right even when the member leaves the page before the answer (opening a notice's link reads it and
// navigates at once). Calls are silent: a refusal ("El mensaje no existe.") shows in the flow's notice;
// network, timeout and HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { fromPromise } from 'xstate'
import { messageCount } from '../../src/api/message-count'
import {
  deleteMessages,
  getMessageList,
  readAllMessages,
  readMessages,
  type MessageQuery,
  type MessageType,
} from '../../src/api/member-messages'
import { messageListMachine, type MessagePage } from './message-list.machine'

const silent = { silent: true }

export const liveMessageListMachine = messageListMachine.provide({
  actors: {
    listMessages: fromPromise<MessagePage, MessageQuery>(({ input }) => getMessageList(input, silent)),
    readMessages: fromPromise<void, number[]>(async ({ input }) => {
      await readMessages(input, silent)
      await messageCount.refresh()
    }),
    readAllMessages: fromPromise<void, MessageType | undefined>(async ({ input }) => {
      await readAllMessages(input, silent)
      await messageCount.refresh()
    }),
    deleteMessages: fromPromise<void, number[]>(async ({ input }) => {
      await deleteMessages(input, silent)
      await messageCount.refresh()
    }),
  },
  actions: {
    countChanged: () => void messageCount.refresh(),
  },
})
