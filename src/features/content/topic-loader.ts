// /topic?topicId=: the loader reads the topic; an unknown one is a page state with the server's message. A URL
// naming none is 'missingKey', worded by the route: this chunk carries no dictionary (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { getTopic, type Topic } from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'

export async function topicLoader({
  request,
}: LoaderFunctionArgs): Promise<{ topic: Topic | null; error?: ErrorMessage | 'missingKey' }> {
  const raw = new URL(request.url).searchParams.get('topicId') ?? ''
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return { topic: null, error: 'missingKey' }
  try {
    return { topic: await getTopic(Number(raw), { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state')
      return { topic: null, error: errorMessageOf(error) }
    throw error
  }
}
