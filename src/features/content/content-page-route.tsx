// /introduce/introduce_*, /legal/*, /agreement and /article?articleId= | ?code=: one route component for every
// static page; the page code comes from the route path (or the query of /article): content-page-keys.ts.
import { useLoaderData, useLocation } from 'react-router'
import type { contentPageLoader } from './content-page-loader'
import { ContentPageView } from './content-page-view'
import { contentMessages } from './messages'

export function ContentPageRoute() {
  const { pages, error } = useLoaderData<Awaited<ReturnType<typeof contentPageLoader>>>()
  const location = useLocation()
  return (
    <ContentPageView
      pages={pages}
      error={error === 'missingKey' ? { id: contentMessages.missingKey.id } : error}
      currentPath={location.pathname}
    />
  )
}
