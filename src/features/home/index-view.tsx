// /index: the decoration-driven home (issue 4 item 1): banner carousel, the five advantages (SPEC.md §1), one
// floor per level-1 category, recommendations, featured stores and the latest industry news.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { DecoModule, InformationItem } from '../../api/content'
import { InformationLink, StoreLink } from '../../components/entity-links'
import { GoodsCard, type GoodsCardData } from '../../components/goods-card'
import { LazyImage } from '../../components/lazy-image'
import { formatDateTime } from '../../i18n/format'
import { BannerCarousel, LinkItemAnchor } from './banner-carousel'
import { homeMessages as m } from './messages'
import './home.css'

export interface IndexViewProps {
  modules: DecoModule[]
  recommended: GoodsCardData[]
  news: InformationItem[]
  /** SPEC.md §6: visitors see no prices. */
  showPrice: boolean
  /** Start the carousel paused (stories, tests). */
  carouselPaused?: boolean
}

const floorId = (index: number) => `home-floor-${index + 1}`

function Advantages({ module }: { module: DecoModule }) {
  return (
    <section className="home-section advantages" aria-labelledby="home-advantages">
      <h2 id="home-advantages">{module.title}</h2>
      {module.subtitle ? <p className="home-section__lead">{module.subtitle}</p> : null}
      <ol className="advantages__list">
        {module.items.map((item, index) => (
          <li key={item.title} className="advantages__item">
            <span className="advantages__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="advantages__title">{item.title}</h3>
            {item.subtitle ? <p>{item.subtitle}</p> : null}
            {item.link_type === 'url' ? (
              <LinkItemAnchor item={item} className="advantages__more">
                <FormattedMessage {...m.moreInfo} />
              </LinkItemAnchor>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Floor({ module, index, showPrice }: { module: DecoModule; index: number; showPrice: boolean }) {
  const intl = useIntl()
  const [main, ...children] = module.items
  const headingId = `${floorId(index)}-title`
  return (
    <section id={floorId(index)} className="home-section floor" aria-labelledby={headingId}>
      <div className="floor__header">
        <h2 id={headingId} className="floor__title">
          {main ? <LinkItemAnchor item={main}>{module.title}</LinkItemAnchor> : module.title}
        </h2>
        {children.length > 0 ? (
          <nav aria-label={intl.formatMessage(m.floorSubcategories, { category: module.title })}>
            <ul className="floor__links">
              {children.map((item) => (
                <li key={item.link_value}>
                  <LinkItemAnchor item={item}>{item.title}</LinkItemAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <ul className="goods-grid">
        {module.goods.map((goods) => (
          <li key={goods.goodsId}>
            <GoodsCard goods={goods} showPrice={showPrice} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Stores({ module }: { module: DecoModule }) {
  return (
    <section className="home-section" aria-labelledby="home-stores">
      <h2 id="home-stores">{module.title || <FormattedMessage {...m.storesTitle} />}</h2>
      {module.subtitle ? <p className="home-section__lead">{module.subtitle}</p> : null}
      <ul className="home-stores">
        {module.items.map((item) => (
          <li key={item.link_value} className="home-stores__item">
            {item.image ? <LazyImage src={item.image} alt="" width={64} height={64} /> : null}
            <div>
              <h3 className="home-stores__name">
                {item.storeId ? <StoreLink storeId={item.storeId}>{item.title}</StoreLink> : item.title}
              </h3>
              {item.subtitle ? <p className="home-stores__business">{item.subtitle}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function IndexView({ modules, recommended, news, showPrice, carouselPaused }: IndexViewProps) {
  const banner = modules.find((module) => module.type === 'banner')
  const advantages = modules.find((module) => module.type === 'advantages')
  const floors = modules.filter((module) => module.type === 'floor')
  const stores = modules.find((module) => module.type === 'stores')
  return (
    <div className="page home">
      <section className="hero">
        <h1>
          <FormattedMessage {...m.heading} />
        </h1>
        <p>
          <FormattedMessage {...m.lead} />
        </p>
      </section>
      {banner ? <BannerCarousel items={banner.items} initiallyPaused={carouselPaused} /> : null}
      {advantages ? <Advantages module={advantages} /> : null}
      {floors.length > 0 ? (
        <nav className="home-section home-categories" aria-labelledby="home-categories">
          <h2 id="home-categories">
            <FormattedMessage {...m.categoriesTitle} />
          </h2>
          <ul className="home-categories__list">
            {floors.map((floor, index) => (
              <li key={floor.title}>
                <a href={`#${floorId(index)}`}>{floor.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {floors.map((floor, index) => (
        <Floor key={floor.title} module={floor} index={index} showPrice={showPrice} />
      ))}
      {recommended.length > 0 ? (
        <section className="home-section" aria-labelledby="home-recommended">
          <h2 id="home-recommended">
            <FormattedMessage {...m.recommendedTitle} />
          </h2>
          <ul className="goods-grid">
            {recommended.map((goods) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} showPrice={showPrice} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {stores ? <Stores module={stores} /> : null}
      {news.length > 0 ? (
        <section className="home-section" aria-labelledby="home-news">
          <h2 id="home-news">
            <FormattedMessage {...m.newsTitle} />
          </h2>
          <ul className="home-news">
            {news.map((item) => (
              <li key={item.infoId} className="home-news__item">
                <h3 className="home-news__title">
                  <InformationLink infoId={item.infoId}>{item.title}</InformationLink>
                </h3>
                <p className="home-news__meta">
                  {item.categoryName} ·{' '}
                  <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt).slice(0, 10)}</time>
                </p>
                <p>{item.summary}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/information?from=main">
              <FormattedMessage {...m.newsAll} />
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  )
}
