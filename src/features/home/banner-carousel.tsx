// The home banner carousel (WAI-ARIA carousel pattern): every slide is a link resolved from its link item;
// previous, next and pause buttons; it advances no faster than every 5 s (WCAG 2.2.2), stops while the pointer
// or the keyboard focus is inside, and never moves by itself when the user prefers reduced motion.
import { useEffect, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { LinkItem } from '../../api/content'
import { commonMessages } from '../../components/messages'
import { safeHref } from '../../lib/external-url'
import { linkItemHref } from '../../lib/link-item'
import { homeMessages as m } from './messages'
import { Picture } from '../../components/picture'

/** SPEC-free product rule: never faster than 5 s; 6 s leaves time to read a title and a subtitle. */
export const BANNER_INTERVAL_MS = 6000

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

export function LinkItemAnchor({
  item,
  className,
  children,
}: {
  item: LinkItem
  className?: string
  children: ReactNode
}) {
  const intl = useIntl()
  const target = linkItemHref(item)
  if (!target) return <div className={className}>{children}</div>
  return target.newTab ? (
    <a className={className} href={safeHref(target.href)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {intl.formatMessage(commonMessages.newTab)}</span>
    </a>
  ) : (
    <Link className={className} to={target.href}>
      {children}
    </Link>
  )
}

export interface BannerCarouselProps {
  items: LinkItem[]
  /** Start paused (stories, tests); the user can always pause or resume. */
  initiallyPaused?: boolean
}

export function BannerCarousel({ items, initiallyPaused = false }: BannerCarouselProps) {
  const intl = useIntl()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(() => initiallyPaused || prefersReducedMotion())
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = items.length
  const rotating = !paused && !hovered && !focused && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), BANNER_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section
      className="banner"
      aria-roledescription={intl.formatMessage(m.bannerRoleDescription)}
      aria-label={intl.formatMessage(m.bannerLabel)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <h2 className="visually-hidden">
        <FormattedMessage {...m.bannerLabel} />
      </h2>
      {count > 1 ? (
        <div className="banner__controls">
          <button
            type="button"
            className="banner__button"
            onClick={() => setPaused((value) => !value)}
            aria-label={intl.formatMessage(paused ? m.play : m.pause)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className="banner__button"
            onClick={() => go(current - 1)}
            aria-label={intl.formatMessage(m.previous)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="banner__button"
            onClick={() => go(current + 1)}
            aria-label={intl.formatMessage(m.next)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div className="banner__slides" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={`${item.link_type}-${item.link_value}-${i}`}
            role="group"
            aria-roledescription={intl.formatMessage(m.slideRoleDescription)}
            aria-label={intl.formatMessage(m.slidePosition, { index: i + 1, count })}
            className="banner__slide"
            hidden={i !== current}
          >
            <LinkItemAnchor item={item} className="banner__link">
              {item.image ? (
                <Picture className="banner__image" src={item.image} alt="" width={1200} height={360} />
              ) : null}
              <span className="banner__text">
                <span className="banner__title">{item.title}</span>
                {item.subtitle ? <span className="banner__subtitle">{item.subtitle}</span> : null}
              </span>
            </LinkItemAnchor>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner__dots">
          {items.map((item, i) => (
            <button
              key={`dot-${item.link_type}-${i}`}
              type="button"
              className="banner__dot"
              aria-label={intl.formatMessage(m.goToSlide, { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
