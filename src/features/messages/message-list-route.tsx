// /msg/list (login required, router guard; issue 11 item 6): owns the messageList actor and reads it through
// narrow selectors into the plain props of MessageListView; the unread counts per type come from the header's
// count store. `?tplType=` opens one type.
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { liveMessageListMachine } from '../../../machines/message-list/message-list.actors'
import {
  confirmingMessageIdOf,
  isMessageListBusy,
  messageListStatusOf,
  messageLoadErrorOf,
  messageNoticeOf,
  messageQueryOf,
  messagesOf,
  messageTotalOf,
} from '../../../machines/message-list/message-list.machine'
import { MESSAGE_TYPES, type MessageQuery, type MessageType } from '../../api/member-messages'
import { messageCount } from '../../api/message-count'
import { useFlowActor } from '../../lib/flow'
import { MessageListView, type MessageListViewProps } from './message-list-view'

const typeOf = (value: string | null): MessageType | undefined => MESSAGE_TYPES.find((type) => type === value)

export function MessageListRoute() {
  const [params] = useSearchParams()
  const actorRef = useFlowActor(liveMessageListMachine, {
    input: { query: { tplType: typeOf(params.get('tplType')) } },
  })
  const status: MessageListViewProps['status'] = useSelector(actorRef, messageListStatusOf)
  const busy = useSelector(actorRef, isMessageListBusy)
  const messages = useSelector(actorRef, messagesOf)
  const query = useSelector(actorRef, messageQueryOf)
  const total = useSelector(actorRef, messageTotalOf)
  const notice = useSelector(actorRef, messageNoticeOf)
  const loadError = useSelector(actorRef, messageLoadErrorOf)
  const confirmingId = useSelector(actorRef, confirmingMessageIdOf)
  // the unread count of each type, from the header's count store (refreshed by the flow after each change)
  const unreadByType = useSyncExternalStore(messageCount.subscribe, messageCount.getByTypeSnapshot)
  const send = actorRef.send
  return (
    <MessageListView
      status={status}
      busy={busy}
      messages={messages}
      unreadByType={unreadByType}
      filter={{ tplType: query.tplType, msgState: query.msgState }}
      page={query.current}
      pageSize={query.pageSize}
      total={total}
      notice={notice}
      loadError={loadError}
      confirmingId={confirmingId}
      onFilter={(filter) => send({ type: 'filter.changed', filter })}
      onPage={(page, pageSize) =>
        send({ type: 'page.changed', page, pageSize: pageSize as MessageQuery['pageSize'] })
      }
      onRead={(id) => send({ type: 'command.requested', command: 'read', id })}
      onOpen={(id) => send({ type: 'command.requested', command: 'read', id })}
      onReadAll={() => send({ type: 'command.requested', command: 'readAll' })}
      onDelete={(id) => send({ type: 'delete.requested', id })}
      onConfirmDelete={() => send({ type: 'delete.confirmed' })}
      onCancelDelete={() => send({ type: 'delete.cancelled' })}
      onRetry={() => send({ type: 'retry' })}
      onDismissNotice={() => send({ type: 'notice.dismissed' })}
    />
  )
}
