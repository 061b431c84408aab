// The decorated store header shared by every store page (issue 4 item 5): banner, logo, name, badges,
// scores, location, service phone, follow and contact; the in-store search; the store's section tabs; and
// the compact sticky bar shown once the header has scrolled away (SPEC.md §3 storeHeaderInfo.isHidden).
import { useState, type ReactNode, type Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { StoreCategory, StoreDetail } from '../../api/stores'
import type { Message } from '../../lib/intl'
import { storeMessages as m } from './messages'
import './store.css'
import { Picture } from '../../components/picture'

export type StoreTab = 'home' | 'goods' | 'new' | 'news' | 'articles' | 'introduce'

export const storeTabHref: Record<StoreTab, (storeId: number) => string> = {
  home: (id) => `/store/index?vid=${id}`,
  goods: (id) => `/store/goods?vid=${id}`,
  new: (id) => `/store/new?vid=${id}`,
  news: (id) => `/store/news?vid=${id}`,
  articles: (id) => `/store/article/list?vid=${id}`,
  introduce: (id) => `/store/introduce?vid=${id}`,
}

const TABS: { tab: StoreTab; label: Message }[] = [
  { tab: 'home', label: m.navHome },
  { tab: 'goods', label: m.navGoods },
  { tab: 'new', label: m.navNew },
  { tab: 'news', label: m.navNews },
  { tab: 'articles', label: m.navArticles },
  { tab: 'introduce', label: m.navIntroduce },
]

export interface StoreFollowProps {
  following: boolean
  followBusy: boolean
  onFollowToggle: () => void
}

function FollowButton({ following, followBusy, onFollowToggle }: StoreFollowProps) {
  return (
    <button
      type="button"
      className={following ? 'button' : 'button button--primary'}
      disabled={followBusy}
      aria-busy={followBusy || undefined}
      onClick={onFollowToggle}
    >
      <FormattedMessage {...(following ? m.unfollow : m.follow)} />
    </button>
  )
}

function ContactLink({ storeId }: { storeId: number }) {
  const intl = useIntl()
  // SPEC.md §2: the service chat opens in a new tab with the shop id
  return (
    <a className="button" href={`/service?vid=${storeId}`} target="_blank" rel="noopener noreferrer">
      <FormattedMessage {...m.contact} />
      <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
    </a>
  )
}

export interface StorePageViewProps extends StoreFollowProps {
  store: StoreDetail
  tab: StoreTab | null
  /** The store home titles the page with the store's name; other pages have their own h1. */
  nameAsHeading: boolean
  /** The header scrolled out of view: show the compact sticky bar. */
  compact: boolean
  keyword: string
  onSearch: (keyword: string) => void
  headerRef?: Ref<HTMLElement>
  infoRef?: Ref<HTMLDivElement>
  children: ReactNode
}

export function StorePageView({ headerRef, infoRef, children, ...props }: StorePageViewProps) {
  const intl = useIntl()
  const { store } = props
  const [keyword, setKeyword] = useState(props.keyword)
  const Name = props.nameAsHeading ? 'h1' : 'p'
  const follow: StoreFollowProps = {
    following: props.following,
    followBusy: props.followBusy,
    onFollowToggle: props.onFollowToggle,
  }
  return (
    <div className="store-page">
      {props.compact ? (
        <div className="store-compact" role="region" aria-label={intl.formatMessage(m.compactBar)}>
          <Picture src={store.storeLogo} alt="" width={32} height={32} />
          <p className="store-compact__name">{store.storeName}</p>
          <FollowButton {...follow} />
          <ContactLink storeId={store.storeId} />
        </div>
      ) : null}
      <header ref={headerRef} className="store-header">
        <Picture className="store-header__banner" src={store.banner} alt="" width={1200} height={200} />
        <div ref={infoRef} className="store-header__info">
          <Picture
            className="store-header__logo"
            src={store.storeLogo}
            alt={intl.formatMessage(m.logoAlt, { name: store.storeName })}
            width={88}
            height={88}
          />
          <div className="store-header__text">
            <Name className="store-header__name">{store.storeName}</Name>
            <p className="store-header__badges">
              {store.isFactory ? (
                <span className="badge">
                  <FormattedMessage {...m.factory} />
                </span>
              ) : null}
              {store.isSelf ? (
                <span className="badge badge--brand">
                  <FormattedMessage {...m.self} />
                </span>
              ) : null}
              <span className="store-header__meta">
                <FormattedMessage {...m.goodsCount} values={{ count: store.goodsCount ?? 0 }} />
              </span>
            </p>
            <p className="store-header__meta">
              <FormattedMessage {...m.location} values={{ city: store.city, province: store.province }} />
              {store.foundedYear ? (
                <>
                  {' · '}
                  <FormattedMessage
                    {...m.since}
                    values={{ year: String(store.foundedYear), employees: store.employees ?? 0 }}
                  />
                </>
              ) : null}
            </p>
            <p className="store-header__meta">
              <FormattedMessage
                {...m.scores}
                values={{
                  description: store.score.description.toFixed(1),
                  service: store.score.service.toFixed(1),
                  delivery: store.score.delivery.toFixed(1),
                }}
              />
            </p>
            <p className="store-header__meta">
              <FormattedMessage {...m.phone} values={{ phone: store.servicePhone }} />
            </p>
          </div>
          <div className="store-header__actions">
            <FollowButton {...follow} />
            <ContactLink storeId={store.storeId} />
          </div>
        </div>
        <div className="store-header__bar">
          <nav aria-label={intl.formatMessage(m.navLabel)} className="store-nav">
            <ul>
              {TABS.map(({ tab, label }) => (
                <li key={tab}>
                  <Link
                    to={storeTabHref[tab](store.storeId)}
                    aria-current={props.tab === tab ? 'page' : undefined}
                  >
                    <FormattedMessage {...label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <form
            role="search"
            aria-label={intl.formatMessage(m.searchLabel)}
            className="store-search"
            onSubmit={(event) => {
              event.preventDefault()
              props.onSearch(keyword.trim())
            }}
          >
            <label>
              <span className="visually-hidden">
                <FormattedMessage {...m.searchLabel} />
              </span>
              <input
                type="search"
                value={keyword}
                maxLength={100}
                placeholder={intl.formatMessage(m.searchLabel)}
                onChange={(event) => setKeyword(event.target.value)}
              />
            </label>
            <button type="submit" className="button">
              <FormattedMessage {...m.searchButton} />
            </button>
          </form>
        </div>
      </header>
      {children}
    </div>
  )
}

export interface StoreCategoryMenuProps {
  storeId: number
  categories: StoreCategory[]
  /** the category whose goods are shown; null = all the store's goods; undefined = not a goods page */
  activeCategoryId?: number | null
}

const categoryHref = (storeId: number, category: StoreCategory) =>
  `/store/product?vid=${storeId}&categoryId=${category.categoryId}&g=${category.grade}&pid=${category.pid}`

/** The store's inner categories (level 1 → 2 → 3) as links to /store/product. */
export function StoreCategoryMenu({ storeId, categories, activeCategoryId }: StoreCategoryMenuProps) {
  const intl = useIntl()
  const link = (category: StoreCategory) => (
    <Link
      to={categoryHref(storeId, category)}
      aria-current={category.categoryId === activeCategoryId ? 'page' : undefined}
    >
      {category.categoryName}
    </Link>
  )
  return (
    <nav className="store-categories" aria-label={intl.formatMessage(m.categoriesTitle)}>
      <h2 className="store-categories__title">
        <FormattedMessage {...m.categoriesTitle} />
      </h2>
      <ul>
        <li>
          <Link
            to={storeTabHref.goods(storeId)}
            aria-current={activeCategoryId === null ? 'page' : undefined}
          >
            <FormattedMessage {...m.allGoods} />
          </Link>
        </li>
        {categories.map((level1) => (
          <li key={level1.categoryId}>
            {link(level1)}
            <ul>
              {(level1.children ?? []).map((level2) => (
                <li key={level2.categoryId}>
                  {link(level2)}
                  <ul>
                    {(level2.children ?? []).map((level3) => (
                      <li key={level3.categoryId}>{link(level3)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** SPEC.md §8 "supplier does not exist or closed": a message page, never a crash. */
export function StoreClosedView() {
  return (
    <div className="state-page">
      <h1>
        <FormattedMessage {...m.closedTitle} />
      </h1>
      <p>
        <FormattedMessage {...m.closedHint} />
      </p>
      <p className="state-page__actions">
        <Link className="button button--primary" to="/store/list">
          <FormattedMessage {...m.closedLink} />
        </Link>
      </p>
    </div>
  )
}
