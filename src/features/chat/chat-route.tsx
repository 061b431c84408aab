// /service?vid= (issue 29 item 1; SPEC.md §2: login required, opened in a new tab, vid 0 the platform service):
// owns the chat screen actor (machines/chat/chat-screen.machine.ts, with the connection as its child) and reads
// it through the machine module's selectors into the plain props of ChatView. Mock builds speak websocket only
// (docs/decisions/014: MSW fakes no long-polling); production keeps socket.io's polling fallback. Opened from a
// product (`&productId=`) or an order (`&orderSn=`), it offers that card to send (issue 29 item 1), once: when the
// card is sent or put aside, the entry's address loses `productId`/`orderSn` (replaced, not pushed), so coming
// back to it (back, reload) does not offer the card again.
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import {
  chatConnectionRefOf,
  chatConversationsOf,
  chatDraftOf,
  chatHasOlderOf,
  chatLinkOf,
  chatLoadErrorOf,
  chatOfferOf,
  chatOpenStoreIdOf,
  chatPictureOf,
  chatScreenDraftProblemOf,
  chatScreenMachine,
  chatScreenStatusOf,
  chatThreadItemsOf,
  chatUnreadKeyOf,
  isLoadingOlderChat,
  type ChatOfferQuery,
  retryChatLink,
  unreadIdsOfKey,
} from '../../../machines/chat/chat-screen.machine'
import { chatSocketOptions } from '../../../machines/chat/chat-socket'
import { PLATFORM_STORE_ID } from '../../api/chat'
import { chatUnread } from '../../api/chat-unread'
import { session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { ChatView } from './chat-view'

const storeIdOf = (value: string | null) => {
  const id = Number(value ?? PLATFORM_STORE_ID)
  return Number.isInteger(id) && id >= 0 ? id : PLATFORM_STORE_ID
}

/** The product or order the chat was opened about, from `productId` or `orderSn`. */
function offerOf(params: URLSearchParams): ChatOfferQuery | null {
  const productId = Number(params.get('productId'))
  if (Number.isInteger(productId) && productId > 0) return { productId }
  const orderSn = params.get('orderSn')?.trim()
  return orderSn && /^[\w-]{1,64}$/.test(orderSn) ? { orderSn } : null
}

export function ChatRoute() {
  const [params, setParams] = useSearchParams()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const memberId = 'memberId' in state.memberInfo ? Number(state.memberInfo.memberId) : 0
  const actorRef = useFlowActor(chatScreenMachine, {
    input: {
      userId: memberId,
      storeId: storeIdOf(params.get('vid')),
      sourceUrl: `pc:${window.location.pathname}${window.location.search}`,
      offer: offerOf(params),
      socket: {
        url: import.meta.env.VITE_CHAT_URL || undefined,
        options: chatSocketOptions({
          websocketOnly: import.meta.env.VITE_MSW === 'true',
          token: session.accessToken() ?? undefined,
        }),
      },
    },
  })
  useEffect(() => {
    const subscription = actorRef.on('offer.settled', () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('productId')
          next.delete('orderSn')
          return next
        },
        { replace: true },
      ),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, setParams])
  // the screen and its connection child: each re-renders the screen (the child's changes are not the parent's)
  const screen = useSelector(actorRef, (snapshot) => snapshot)
  const connection = useSelector(chatConnectionRefOf(screen), (snapshot) => snapshot)
  const status = chatScreenStatusOf(screen)
  const unreadKey = chatUnreadKeyOf(screen, connection)
  const items = useMemo(() => chatThreadItemsOf(screen, connection), [screen, connection])
  const conversations = useMemo(() => chatConversationsOf(screen, connection), [screen, connection])
  // the header's and the side tab's count follow what is read and received here (issue 29 item 1)
  const unreadTotal = conversations.reduce((sum, conversation) => sum + conversation.unread, 0)
  useEffect(() => {
    if (status === 'ready') void chatUnread.refresh()
  }, [status, unreadTotal])
  // the open conversation is on screen: its supplier messages are read (read_msg, once online)
  useEffect(() => {
    if (status === 'ready' && unreadKey) actorRef.send({ type: 'seen', msgIds: unreadIdsOfKey(unreadKey) })
  }, [actorRef, status, unreadKey])
  return (
    <ChatView
      status={status}
      link={chatLinkOf(connection)}
      loadError={chatLoadErrorOf(screen)}
      conversations={conversations}
      openStoreId={chatOpenStoreIdOf(screen)}
      items={items}
      hasOlder={chatHasOlderOf(screen)}
      loadingOlder={isLoadingOlderChat(screen)}
      draft={chatDraftOf(screen)}
      draftProblem={chatScreenDraftProblemOf(screen)}
      picture={chatPictureOf(screen)}
      offer={chatOfferOf(screen)}
      onSelect={(storeId) => actorRef.send({ type: 'store.selected', storeId })}
      onOlder={() => actorRef.send({ type: 'older' })}
      onDraft={(text) => actorRef.send({ type: 'draft.changed', text })}
      onSubmit={() => actorRef.send({ type: 'submit' })}
      onEditRefused={(clientMsgId, text) => actorRef.send({ type: 'refused.edit', clientMsgId, text })}
      onRetry={() => actorRef.send({ type: 'retry' })}
      onRetryLink={() => retryChatLink(actorRef.getSnapshot())}
      onPickPicture={(file) => actorRef.send({ type: 'picture.picked', file, name: file.name })}
      onRetryPicture={() => actorRef.send({ type: 'picture.retry' })}
      onDismissPicture={() => actorRef.send({ type: 'picture.dismiss' })}
      onSendOffer={() => actorRef.send({ type: 'offer.send' })}
      onDismissOffer={() => actorRef.send({ type: 'offer.dismiss' })}
    />
  )
}
