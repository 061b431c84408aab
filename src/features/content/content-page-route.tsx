// /introduce/introduce_*, /legal/*, /agreement and /article?articleId= | ?code=: one route component for every
// static page; the page code comes from the route path (or the query of /article).
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router'
import { getContentPage, type ContentPage, type ContentPageKey } from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { CONTENT_PAGE_ROUTES } from './content-nav'
import { ContentPageView } from './content-page-view'
import { contentMessages } from './messages'

const CODE_PATTERN = /^[a-z_]{3,40}$/

/** The pages a URL shows: null when the URL names none (an /article without a valid id or code). */
export function contentPageKeys(url: URL): ContentPageKey[] | null {
  const path = url.pathname.replace(/\/+$/, '')
  if (path === '/agreement') return [{ code: 'user_agreement' }, { code: 'privacy_policy' }]
  if (path === '/article') {
    const articleId = url.searchParams.get('articleId') ?? ''
    if (/^\d+$/.test(articleId) && Number(articleId) > 0) return [{ articleId: Number(articleId) }]
    const code = url.searchParams.get('code') ?? ''
    return CODE_PATTERN.test(code) ? [{ code }] : null
  }
  const route = CONTENT_PAGE_ROUTES.find(([routePath]) => routePath === path)
  return route ? [{ code: route[1] }] : null
}

export async function contentPageLoader({
  request,
}: LoaderFunctionArgs): Promise<{ pages: ContentPage[]; error?: ErrorMessage }> {
  const keys = contentPageKeys(new URL(request.url))
  if (!keys) return { pages: [], error: { id: contentMessages.missingKey.id } }
  try {
    return { pages: await Promise.all(keys.map((key) => getContentPage(key, { silent: true }))) }
  } catch (error) {
    // an unknown article is a page state, not a crash; a network failure was already toasted
    if (error instanceof ApiError && error.kind === 'state')
      return { pages: [], error: errorMessageOf(error) }
    throw error
  }
}

export function ContentPageRoute() {
  const { pages, error } = useLoaderData<Awaited<ReturnType<typeof contentPageLoader>>>()
  const location = useLocation()
  return <ContentPageView pages={pages} error={error} currentPath={location.pathname} />
}
