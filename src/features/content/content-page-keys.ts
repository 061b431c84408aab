// The platform's static pages (SPEC.md §2): which content page each route shows. Pure: read by the side
// navigation and by the loader (content-page-loader.ts), whose chunk stays free of the views (issue 14 item
// 3).
import type { ContentPageKey } from '../../api/content'

/** Route path → content page code (the agreement route shows two pages, see contentPageKeys). */
export const CONTENT_PAGE_ROUTES = [
  ['/introduce/introduce_advantage', 'introduce_advantage'],
  ['/introduce/introduce_company', 'introduce_company'],
  ['/introduce/introduce_about', 'introduce_about'],
  ['/introduce/introduce_question', 'introduce_question'],
  ['/introduce/introduce_guide', 'introduce_guide'],
  ['/introduce/introduce_wallet', 'introduce_wallet'],
  ['/legal/privacy', 'privacy'],
  ['/legal/shipping', 'shipping'],
  ['/legal/refund', 'refund'],
  ['/legal/terms', 'terms'],
  ['/legal/instructions', 'instructions'],
  ['/agreement', 'agreement'],
] as const

export type ContentRouteCode = (typeof CONTENT_PAGE_ROUTES)[number][1]

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
