// /topic?topicId= — a topic page (a read: loader only). An unknown topic is a page state with the server's
// message ("El tema no existe."), not an error screen.
import { useSyncExternalStore } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getTopic, type Topic } from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { memberOf, session } from '../../api/session'
import { contentMessages } from './messages'
import { TopicView } from './topic-view'

export async function topicLoader({
  request,
}: LoaderFunctionArgs): Promise<{ topic: Topic | null; error?: ErrorMessage }> {
  const raw = new URL(request.url).searchParams.get('topicId') ?? ''
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    return { topic: null, error: { id: contentMessages.missingKey.id } }
  try {
    return { topic: await getTopic(Number(raw), { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state')
      return { topic: null, error: errorMessageOf(error) }
    throw error
  }
}

export function TopicRoute() {
  const { topic, error } = useLoaderData<Awaited<ReturnType<typeof topicLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  return <TopicView topic={topic} error={error} showPrice={memberOf(state) !== null} />
}
