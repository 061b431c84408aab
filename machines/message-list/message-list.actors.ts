// The I/O of the message flows (issue 11 item 6): the paged-list flow's actors on src/api/member-messages.
// Every change of the notices refreshes the header's unread count inside the same promise, so the count is
// right even when the member leaves the page before the answer (opening a notice's link reads it and
// navigates at once). Calls are silent: a refusal ("El mensaje no existe.") shows in the flow's notice;
// network, timeout and HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { messageCount } from '../../src/api/message-count'
import {
  deleteMessages,
  getMessageList,
  readAllMessages,
  readMessages,
  type MessageQuery,
} from '../../src/api/member-messages'
import { listActors, type CommandInput, type RowId } from '../../src/flows/paged-list.machine'
import { messageListMachine, type MessageCommand } from './message-list.machine'

const silent = { silent: true }

export const liveMessageListMachine = messageListMachine.provide({
  actors: listActors(messageListMachine, {
    listPage: (query: MessageQuery) => getMessageList(query, silent),
    runCommand: async (input: CommandInput<MessageQuery, MessageCommand>) => {
      if (input.command === 'read') await readMessages([Number(input.id)], silent)
      else await readAllMessages(input.query.tplType, silent)
      await messageCount.refresh()
    },
    deleteRow: async (id: RowId) => {
      await deleteMessages([Number(id)], silent)
      await messageCount.refresh()
    },
  }),
  actions: {
    listStarted: () => void messageCount.refresh(),
  },
})
