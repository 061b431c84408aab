// The application shell (SPEC.md §2, §9): header, footer, floating side tab, login modal, third-party login
// callback, navigation progress bar and loading overlay, scroll reset, page-view tracking, rem base.
import { lazy, startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router'
import { logout } from '../api/auth'
import { memberOf, session, type SessionState } from '../api/session'
import { getTopCategories } from '../api/catalogue'
import { getSearchWords } from '../api/goods'
import { chatUnread } from '../api/chat-unread'
import { messageCount } from '../api/message-count'
import { cachedAnswers } from '../api/offline'
import { SideTab } from '../components/side-tab'
import { removeFromCompare } from '../lib/compare'
import { FooterView } from '../features/shell/footer-view'
import { HeaderView } from '../features/shell/header-view'
import { shellMessages } from '../features/shell/messages'
import { usePageViewTracking } from './use-page-view-tracking'
import { useRemBase } from './use-rem-base'
import { loginPageUrl, loginPrompt } from '../lib/login-prompt'
import type { QueuedCartLine } from '../api/cart-outbox'
import { QuietBoundary } from '../components/quiet-boundary'
import { online } from '../lib/online'
import { installedApp } from '../pwa/installed-app'
import { useSiteSettings } from './use-site-settings'

// Lazy: formik, yup and the login machines stay out of the first chunk until a visitor needs them.
const LoginModal = lazy(() => import('../features/auth/login-modal').then((m) => ({ default: m.LoginModal })))
// Lazy: the comparison bar loads with the first item compared (and its part of the dictionary with it)
const CompareBar = lazy(() => import('../components/compare-bar').then((m) => ({ default: m.CompareBar })))
// Lazy: the poor-link notices load only when there is something to say (issue 26 item 3)
// The notices are needed exactly when the link is gone and their chunk cannot come any more (a blank page
// offline in the mock build, and in a production build before its service worker has installed): the shell
// fetches them once it is up, and a failure to load them shows nothing rather than breaking the page.
const connectionNotices = () => import('../features/shell/connection-notices-view')
const ConnectionNotices = lazy(() => connectionNotices().then((m) => ({ default: m.ConnectionNoticesView })))
const PRELOAD_NOTICES_AFTER_MS = 2_000
const ThirdPartyLoginCallback = lazy(() =>
  import('../features/auth/third-party-callback-route').then((m) => ({ default: m.ThirdPartyLoginCallback })),
)

/**
 * The lines added to the cart offline (src/api/cart-outbox.ts, issue 26 item 3), which the shell counts and
 * sends when the link returns. The outbox and its calls load after the first paint, out of the entry (the
 * first load of /index is budgeted, scripts/size-bundle): lines queued on an earlier visit wait that long more.
 */
function useCartOutbox(): readonly QueuedCartLine[] {
  const [lines, setLines] = useState<readonly QueuedCartLine[]>([])
  useEffect(() => {
    let live = true
    let stop = () => undefined as void
    void import('../api/cart-outbox').then(({ cartOutbox }) => {
      if (!live) return
      const read = () => setLines(cartOutbox.getSnapshot())
      const unsubscribe = cartOutbox.subscribe(read)
      const stopSending = cartOutbox.start()
      read()
      stop = () => {
        unsubscribe()
        stopSending()
      }
    })
    return () => {
      live = false
      stop()
    }
  }, [])
  return lines
}

/** SPEC.md §2: no loading overlay while navigating to the member order list. */
const NO_OVERLAY_PATHS = new Set(['/member/order/list'])

/**
 * The fetch time of the oldest answer on the page that came from the service worker's cache. Read in a
 * transition, not as a synchronous external store: the answers are noted while the router loads a page, and a
 * synchronous re-render of the layout then drew the screen before its loader data (useLoaderData undefined,
 * "Algo salió mal" on a page served from the cache; production-http.spec).
 */
function useCachedAt(): string | null {
  const [cachedAt, setCachedAt] = useState(cachedAnswers.getSnapshot)
  useEffect(() => {
    const read = () => startTransition(() => setCachedAt(cachedAnswers.getSnapshot()))
    const unsubscribe = cachedAnswers.subscribe(read)
    // an answer served from the cache between the first render and this subscription would go unseen
    read()
    return unsubscribe
  }, [])
  return cachedAt
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
}

export function cartCountOf(state: SessionState): number {
  const cart = state.cartListData
  if (!('storeCartGroupList' in cart)) return 0
  return cart.storeCartGroupList.reduce((sum, group) => sum + group.storeGoodsList.length, 0)
}

export function AppLayout() {
  const intl = useIntl()
  const state = useSession()
  const settings = useSiteSettings()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const location = useLocation()
  useRemBase()
  usePageViewTracking()

  const siteName =
    settings?.basic_site_name ||
    ('basic_site_name' in state.configInfo ? state.configInfo.basic_site_name : '') ||
    intl.formatMessage(shellMessages.siteTitle)

  useEffect(() => {
    document.title = siteName
  }, [siteName])

  // SPEC.md §2: scroll resets to top on each change of page
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [location.pathname, location.search])

  useEffect(() => {
    if (state.categoryLevel1List.length > 0) return
    getTopCategories()
      .then((categories) => session.setCategoryLevel1List(categories))
      .catch(() => undefined)
  }, [state.categoryLevel1List.length])

  const matches = useMatches()
  const onGuardedPage = matches.some(
    (match) => (match.handle as { auth?: boolean } | undefined)?.auth === true,
  )
  const expiries = useRef(state.sessionExpiries)
  // SPEC.md §8: a session declared invalid while on a login-required page leads to the login page
  useEffect(() => {
    if (state.sessionExpiries === expiries.current) return
    expiries.current = state.sessionExpiries
    if (onGuardedPage) {
      navigate(`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      })
    }
  }, [state.sessionExpiries, onGuardedPage, navigate, location.pathname, location.search])

  // issue 11 item 6, issue 29 item 1: the unread notices and chat messages are asked for when a member's
  // session starts and when the buyer comes back to this tab (the chat opens in a tab of its own); the message
  // flows and the chat screen update them after a change
  const memberId = memberOf(state)?.memberId ?? null
  useEffect(() => {
    if (!memberId) {
      messageCount.clear()
      chatUnread.clear()
      return
    }
    const refresh = () => {
      void messageCount.refresh()
      void chatUnread.refresh()
    }
    refresh()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [memberId])
  const unreadMessages = useSyncExternalStore(
    messageCount.subscribe,
    messageCount.getSnapshot,
    messageCount.getSnapshot,
  )
  const unreadChat = useSyncExternalStore(
    chatUnread.subscribe,
    chatUnread.getSnapshot,
    chatUnread.getSnapshot,
  )

  const prompt = useSyncExternalStore(loginPrompt.subscribe, loginPrompt.getSnapshot, loginPrompt.getSnapshot)
  const query = new URLSearchParams(location.search)
  const navigating = navigation.state !== 'idle'
  const overlay = navigation.state === 'loading' && !NO_OVERLAY_PATHS.has(navigation.location?.pathname ?? '')
  const memberName = memberOf(state)?.memberName ?? null
  const isOnline = useSyncExternalStore(online.subscribe, online.getSnapshot, online.getSnapshot)
  const cachedAt = useCachedAt()
  const outbox = useCartOutbox()
  const queuedCartLines = outbox.filter((line) => line.memberId === (memberOf(state)?.memberId ?? 0)).length
  useEffect(() => {
    const timer = window.setTimeout(
      () => void connectionNotices().catch(() => undefined),
      PRELOAD_NOTICES_AFTER_MS,
    )
    return () => window.clearTimeout(timer)
  }, [])
  const updateReady = useSyncExternalStore(
    installedApp.subscribe,
    installedApp.getSnapshot,
    installedApp.getSnapshot,
  )

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      <div className={`nav-progress${navigating ? ' nav-progress--active' : ''}`} aria-hidden="true" />
      {/* never keyed by the address: a remount on a change of the query threw away what was being typed in
          the search (issue 26 item 2); the search box itself starts again only when the searched word changes */}
      <HeaderView
        siteName={siteName}
        logoUrl={settings?.main_admin_top_logo ?? ''}
        categories={state.categoryLevel1List}
        cartCount={cartCountOf(state)}
        memberName={memberName}
        unreadMessages={unreadMessages}
        unreadChat={unreadChat}
        loginHref={loginPageUrl(location.pathname, location.search)}
        initialKeyword={
          location.pathname === '/goods/list'
            ? (new URLSearchParams(location.search).get('keyword') ?? '')
            : ''
        }
        onSearch={(keyword) => {
          const trimmed = keyword.trim()
          navigate(trimmed ? `/goods/list?keyword=${encodeURIComponent(trimmed)}` : '/goods/list')
        }}
        loadSuggestions={(keyword) => getSearchWords(keyword, { silent: true })}
        onLogout={() => {
          logout()
          navigate('/index')
        }}
      />
      {/* the live region is always there, so that a screen reader hears a notice when it appears */}
      <div className="connection-notices" role="status">
        {!isOnline || cachedAt || updateReady || queuedCartLines > 0 ? (
          <QuietBoundary>
            <Suspense fallback={null}>
              <ConnectionNotices
                offline={!isOnline}
                queuedCartLines={queuedCartLines}
                cachedAt={cachedAt}
                updateReady={updateReady}
                onUpdate={installedApp.update}
              />
            </Suspense>
          </QuietBoundary>
        ) : null}
      </div>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <FooterView
        siteName={siteName}
        links={{
          mobileSite: settings?.mobile_site_url ?? '',
          chatApp: settings?.chat_app_url ?? '',
          socialPage: settings?.social_page_url ?? '',
          photoPage: settings?.photo_page_url ?? '',
        }}
      />
      <SideTab
        cartCount={cartCountOf(state)}
        serviceUnread={unreadChat}
        chatAppUrl={settings?.chat_app_url ?? ''}
      />
      {location.pathname === '/goods/contrast' || state.contrastList.length === 0 ? null : (
        <Suspense fallback={null}>
          <CompareBar
            items={state.contrastList}
            onRemove={(item) => session.setContrastList(removeFromCompare(state.contrastList, item))}
            onClear={() => session.setContrastList([])}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {prompt.open ? <LoginModal /> : null}
        {/* SPEC.md §2: both code and state in the URL → the third-party login callback */}
        {query.has('code') && query.has('state') ? <ThirdPartyLoginCallback /> : null}
      </Suspense>
      {overlay ? (
        <div className="loading-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage {...shellMessages.loadingPage} />
        </div>
      ) : null}
    </div>
  )
}
