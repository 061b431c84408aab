// /introduce/introduce_*, /legal/*, /agreement and /article?articleId= | ?code=: the loader reads the pages
// the URL names (contentPageKeys). A URL naming none is 'missingKey', worded by the route: this chunk carries
// no dictionary (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { getContentPage, type ContentPage } from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { contentPageKeys } from './content-page-keys'

export async function contentPageLoader({
  request,
}: LoaderFunctionArgs): Promise<{ pages: ContentPage[]; error?: ErrorMessage | 'missingKey' }> {
  const keys = contentPageKeys(new URL(request.url))
  if (!keys) return { pages: [], error: 'missingKey' }
  try {
    return { pages: await Promise.all(keys.map((key) => getContentPage(key, { silent: true }))) }
  } catch (error) {
    // an unknown article is a page state, not a crash; a network failure was already toasted
    if (error instanceof ApiError && error.kind === 'state')
      return { pages: [], error: errorMessageOf(error) }
    throw error
  }
}
