// Site header (SPEC.md §1/§2): logo, search, category menu, cart count, login state, unread notices and chat
// messages.
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { SearchBox } from '../../components/search-box'
import { shellMessages as m } from './messages'
import { Picture } from '../../components/picture'

/** The chat (SPEC.md §2 `/service?vid=`), on the platform service's conversation (vid 0). */
export const CHAT_PATH = '/service?vid=0'

export interface HeaderCategory {
  categoryId: number
  categoryName: string
}

export interface HeaderViewProps {
  siteName: string
  logoUrl: string
  categories: HeaderCategory[]
  cartCount: number
  memberName: string | null
  /** unread notices of the logged-in member (issue 11 item 6) */
  unreadMessages?: number
  /** unread chat messages of the logged-in member (issue 29 item 1) */
  unreadChat?: number
  /** The login link; it carries the current page as redirectUrl (src/lib/login-prompt.ts loginPageUrl). */
  loginHref?: string
  initialKeyword?: string
  onSearch: (keyword: string) => void
  loadSuggestions: (keyword: string) => Promise<string[]>
  onLogout: () => void
}

export function HeaderView({
  siteName,
  logoUrl,
  categories,
  cartCount,
  memberName,
  unreadMessages = 0,
  unreadChat = 0,
  loginHref = '/login',
  initialKeyword = '',
  onSearch,
  loadSuggestions,
  onLogout,
}: HeaderViewProps) {
  const intl = useIntl()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  return (
    <header className="site-header">
      <div className="site-header__top">
        <nav aria-label={intl.formatMessage(m.accountNav)} className="site-header__account">
          {memberName ? (
            <>
              <span>
                <FormattedMessage {...m.greeting} values={{ name: memberName }} />
              </span>
              <Link to="/member/index">
                <FormattedMessage {...m.memberCentre} />
              </Link>
              <Link to="/member/order/list">
                <FormattedMessage {...m.myOrders} />
              </Link>
              <Link to="/msg/list" className="site-header__messages">
                <FormattedMessage {...m.messages} values={{ count: unreadMessages }} />
              </Link>
              {/* the chat opens in a tab of its own (SPEC.md §2), on the platform service's conversation */}
              <Link to={CHAT_PATH} target="_blank" rel="noopener noreferrer">
                <FormattedMessage {...m.chat} values={{ count: unreadChat }} />
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage {...m.newTab} />
                </span>
              </Link>
              <Link to="/buy/another/list">
                <FormattedMessage {...m.thirdPartyPayments} />
              </Link>
              <button type="button" className="link-button" onClick={onLogout}>
                <FormattedMessage {...m.logout} />
              </button>
            </>
          ) : (
            <>
              <Link to={loginHref}>
                <FormattedMessage {...m.login} />
              </Link>
              <Link to="/register">
                <FormattedMessage {...m.register} />
              </Link>
            </>
          )}
        </nav>
      </div>
      <div className="site-header__main">
        <Link to="/index" className="site-header__brand">
          {logoUrl ? <Picture src={logoUrl} alt="" width={40} height={40} /> : null}
          <span>{siteName}</span>
        </Link>
        <SearchBox
          key={initialKeyword}
          initialKeyword={initialKeyword}
          onSearch={onSearch}
          loadSuggestions={loadSuggestions}
        />
        <Link to="/cart/index" className="site-header__cart">
          <FormattedMessage {...m.cartCount} values={{ count: cartCount }} />
        </Link>
      </div>
      <nav aria-label={intl.formatMessage(m.mainNav)} className="site-nav">
        <div className="site-nav__categories">
          <button
            type="button"
            className="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <FormattedMessage {...m.categories} />
          </button>
          <ul id={menuId} className="category-menu" hidden={!menuOpen}>
            {categories.map((category) => (
              <li key={category.categoryId}>
                <Link
                  to={`/goods/list?categoryId=${category.categoryId}&g=1&pid=0`}
                  onClick={() => setMenuOpen(false)}
                >
                  {category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/index">
          <FormattedMessage {...m.home} />
        </Link>
        <Link to="/brand">
          <FormattedMessage {...m.brands} />
        </Link>
        <Link to="/goods/series">
          <FormattedMessage {...m.series} />
        </Link>
        <Link to="/store/list">
          <FormattedMessage {...m.stores} />
        </Link>
        <Link to="/goods/new">
          <FormattedMessage {...m.newGoods} />
        </Link>
        <Link to="/discount">
          <FormattedMessage {...m.discount} />
        </Link>
        <Link to="/coupon">
          <FormattedMessage {...m.coupons} />
        </Link>
        <Link to="/information?from=main">
          <FormattedMessage {...m.news} />
        </Link>
        <Link to="/inquiry/index">
          <FormattedMessage {...m.inquiry} />
        </Link>
        <Link to="/bid/index">
          <FormattedMessage {...m.bids} />
        </Link>
      </nav>
    </header>
  )
}
