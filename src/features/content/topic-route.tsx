// /topic?topicId= — a topic page (a read: topic-loader.ts). An unknown topic is a page state with the
// server's message ("El tema no existe."), not an error screen.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { memberOf, session } from '../../api/session'
import { contentMessages } from './messages'
import type { topicLoader } from './topic-loader'
import { TopicView } from './topic-view'

export function TopicRoute() {
  const { topic, error } = useLoaderData<Awaited<ReturnType<typeof topicLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  return (
    <TopicView
      topic={topic}
      error={error === 'missingKey' ? { id: contentMessages.missingKey.id } : error}
      showPrice={memberOf(state) !== null}
    />
  )
}
