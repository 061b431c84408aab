// Floating side tab shown on every page (SPEC.md §2) with the §9 constants: back to top after 300 px,
// an 800 ms scroll animation, the compact form at 1568 px or less and a 500 ms tooltip delay.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { externalUrl } from '../lib/external-url'
import { sideTabMessages } from './side-tab.messages'
import { useWindowWidth } from './use-window-width'
import './side-tab.css'
import { formatCount } from '../i18n/format'

export const BACK_TO_TOP_THRESHOLD_PX = 300
export const SCROLL_TOP_DURATION_MS = 800
export const COMPACT_WIDTH_PX = 1568
export const TOOLTIP_DELAY_MS = 500
/** Larger cart and unread counts show as "99+". */
export const CART_BADGE_MAX = 99

export const SIDE_TAB_PATHS = {
  help: '/introduce/introduce_question',
  cart: '/cart/index',
  footprint: '/member/footprint',
  /** The platform's own customer service is the chat with shop id 0. */
  service: '/service?vid=0',
} as const

export interface SideTabProps {
  /** Number of products in the cart, shown as a badge when above zero. */
  cartCount: number
  /** Unread chat messages, shown as a badge on customer service when above zero (issue 29 item 1). */
  serviceUnread?: number
  /** Address of the messaging-app contact as the server sent it (external, opens in a new tab). */
  chatAppUrl: string
}

/** Slow start, slow end: t and the result both run from 0 to 1. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

function scrollWindowTo(top: number) {
  // 'instant' so that a page-wide `scroll-behavior: smooth` does not fight the animation frames.
  window.scrollTo({ top, left: 0, behavior: 'instant' })
}

/**
 * Scrolls the window to the top in `durationMs` with an ease-in-out curve, or at once when the user asked
 * for reduced motion. The user's own wheel or touch stops it. Returns a function that stops it.
 */
export function scrollToTop(durationMs: number = SCROLL_TOP_DURATION_MS): () => void {
  const from = window.scrollY
  if (from <= 0) return () => {}
  if (durationMs <= 0 || prefersReducedMotion()) {
    scrollWindowTo(0)
    return () => {}
  }
  let start: number | undefined
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', stop)
    window.removeEventListener('touchstart', stop)
  }
  const step = (now: number) => {
    start ??= now
    const progress = Math.min(1, (now - start) / durationMs)
    scrollWindowTo(Math.round(from * (1 - easeInOutCubic(progress))))
    if (progress < 1) frame = requestAnimationFrame(step)
    else stop()
  }
  window.addEventListener('wheel', stop, { passive: true })
  window.addEventListener('touchstart', stop, { passive: true })
  frame = requestAnimationFrame(step)
  return stop
}

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

function useScrolledPastThreshold(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > BACK_TO_TOP_THRESHOLD_PX,
    () => false,
  )
}

type EntryKey = 'help' | 'cart' | 'footprint' | 'chatApp' | 'service' | 'backToTop'

/** One tooltip at a time, shown TOOLTIP_DELAY_MS after hover or focus, dismissed by Escape. */
function useDelayedTooltip() {
  const [shown, setShown] = useState<EntryKey | null>(null)
  const wanted = useRef<EntryKey | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const showSoon = useCallback((key: EntryKey) => {
    // Hover then click focuses the same entry: keep its tooltip instead of restarting the delay.
    if (wanted.current === key) return
    clearTimeout(timer.current)
    wanted.current = key
    setShown(null)
    timer.current = setTimeout(() => setShown(key), TOOLTIP_DELAY_MS)
  }, [])

  const hide = useCallback((key?: EntryKey) => {
    if (key !== undefined && wanted.current !== key) return
    clearTimeout(timer.current)
    wanted.current = null
    setShown(null)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (shown === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [shown, hide])

  return { shown, showSoon, hide }
}

export function SideTab({ cartCount, serviceUnread = 0, chatAppUrl }: SideTabProps) {
  const intl = useIntl()
  const compact = useWindowWidth() <= COMPACT_WIDTH_PX
  const showBackToTop = useScrolledPastThreshold()
  const tooltip = useDelayedTooltip()
  const baseId = useId()
  const newTabId = `${baseId}-new-tab`
  const cartCountId = `${baseId}-cart-count`
  const serviceUnreadId = `${baseId}-service-unread`
  const stopScrolling = useRef<() => void>(() => {})

  useEffect(() => () => stopScrolling.current(), [])

  const { showSoon, hide } = tooltip
  const onIntent = useCallback(
    (key: EntryKey) => {
      if (compact) showSoon(key)
    },
    [compact, showSoon],
  )

  const entry = (key: EntryKey, label: string, icon: ReactNode) => ({
    entryKey: key,
    label,
    icon,
    compact,
    tooltipId: `${baseId}-tooltip-${key}`,
    tooltipShown: compact && tooltip.shown === key,
    onIntent,
    onLeave: hide,
  })

  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
  const badgeOf = (count: number) =>
    count > CART_BADGE_MAX
      ? intl.formatMessage(sideTabMessages.cartCountOverflow, { max: CART_BADGE_MAX })
      : formatCount(count)

  return (
    <aside
      className={`side-tab${compact ? ' side-tab--compact' : ''}`}
      aria-label={intl.formatMessage(sideTabMessages.label)}
    >
      <ul className="side-tab__list">
        <Entry {...entry('help', intl.formatMessage(sideTabMessages.help), <HelpIcon />)}>
          {(props, content) => (
            <Link to={SIDE_TAB_PATHS.help} {...props}>
              {content}
            </Link>
          )}
        </Entry>
        <Entry
          {...entry('cart', intl.formatMessage(sideTabMessages.cart), <CartIcon />)}
          describedBy={cartCount > 0 ? cartCountId : undefined}
          badge={cartCount > 0 ? badgeOf(cartCount) : undefined}
        >
          {(props, content) => (
            <Link to={SIDE_TAB_PATHS.cart} {...props}>
              {content}
            </Link>
          )}
        </Entry>
        <Entry {...entry('footprint', intl.formatMessage(sideTabMessages.footprint), <HistoryIcon />)}>
          {(props, content) => (
            <Link to={SIDE_TAB_PATHS.footprint} {...props}>
              {content}
            </Link>
          )}
        </Entry>
        {/* the address is a site setting from the server: no entry rather than a link to a non-http(s) URL */}
        {externalUrl(chatAppUrl) ? (
          <Entry
            {...entry('chatApp', intl.formatMessage(sideTabMessages.chatApp), <ChatIcon />)}
            describedBy={newTabId}
          >
            {(props, content) => (
              <a href={externalUrl(chatAppUrl) ?? undefined} {...newTab} {...props}>
                {content}
              </a>
            )}
          </Entry>
        ) : null}
        <Entry
          {...entry('service', intl.formatMessage(sideTabMessages.service), <ServiceIcon />)}
          describedBy={serviceUnread > 0 ? `${newTabId} ${serviceUnreadId}` : newTabId}
          badge={serviceUnread > 0 ? badgeOf(serviceUnread) : undefined}
        >
          {(props, content) => (
            <Link to={SIDE_TAB_PATHS.service} {...newTab} {...props}>
              {content}
            </Link>
          )}
        </Entry>
        {showBackToTop ? (
          <Entry {...entry('backToTop', intl.formatMessage(sideTabMessages.backToTop), <ArrowUpIcon />)}>
            {(props, content) => (
              <button
                type="button"
                {...props}
                onClick={() => {
                  hide()
                  stopScrolling.current()
                  stopScrolling.current = scrollToTop(SCROLL_TOP_DURATION_MS)
                }}
              >
                {content}
              </button>
            )}
          </Entry>
        ) : null}
      </ul>
      <span id={newTabId} hidden>
        {intl.formatMessage(sideTabMessages.newTab)}
      </span>
      {cartCount > 0 ? (
        <span id={cartCountId} hidden>
          {intl.formatMessage(sideTabMessages.cartCount, { count: cartCount })}
        </span>
      ) : null}
      {serviceUnread > 0 ? (
        <span id={serviceUnreadId} hidden>
          {intl.formatMessage(sideTabMessages.serviceUnread, { count: serviceUnread })}
        </span>
      ) : null}
    </aside>
  )
}

interface ControlProps {
  className: string
  'aria-describedby'?: string
  onFocus(): void
  onBlur(): void
}

interface EntryProps {
  entryKey: EntryKey
  label: string
  icon: ReactNode
  compact: boolean
  tooltipId: string
  tooltipShown: boolean
  onIntent(key: EntryKey): void
  onLeave(key: EntryKey): void
  describedBy?: string
  badge?: string
  /** Renders the link or button with the given props (class, description, focus events) and content. */
  children(props: ControlProps, content: ReactNode): ReactNode
}

function Entry({
  entryKey,
  label,
  icon,
  compact,
  tooltipId,
  tooltipShown,
  onIntent,
  onLeave,
  describedBy,
  badge,
  children,
}: EntryProps) {
  // An entry can vanish under the pointer or focus (back to top, once at the top): forget its tooltip.
  useEffect(() => () => onLeave(entryKey), [onLeave, entryKey])

  const describedByIds = [describedBy, tooltipShown ? tooltipId : undefined].filter(Boolean).join(' ')
  return (
    // Hover is tracked on the whole item so that the pointer can move onto the tooltip (WCAG 1.4.13).
    <li
      className="side-tab__item"
      onMouseEnter={() => onIntent(entryKey)}
      onMouseLeave={() => onLeave(entryKey)}
    >
      {children(
        {
          className: 'side-tab__control',
          'aria-describedby': describedByIds || undefined,
          onFocus: () => onIntent(entryKey),
          onBlur: () => onLeave(entryKey),
        },
        <>
          <span className="side-tab__icon">
            {icon}
            {badge ? (
              <span className="side-tab__badge" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </span>
          <span className={compact ? 'side-tab__label side-tab__label--hidden' : 'side-tab__label'}>
            {label}
          </span>
        </>,
      )}
      {tooltipShown ? (
        <span id={tooltipId} role="tooltip" className="side-tab__tooltip">
          <span className="side-tab__bubble">{label}</span>
        </span>
      ) : null}
    </li>
  )
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

function HelpIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17h.01" />
    </Icon>
  )
}

function CartIcon() {
  return (
    <Icon>
      <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </Icon>
  )
}

function HistoryIcon() {
  return (
    <Icon>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
      <path d="M3 4v4h4" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  )
}

function ChatIcon() {
  return (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10h8M8 13h5" />
    </Icon>
  )
}

function ServiceIcon() {
  return (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2h-3" />
    </Icon>
  )
}

function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M12 19V5" />
      <path d="m5 12 7-7 7 7" />
    </Icon>
  )
}
