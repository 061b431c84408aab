// /store/index — the store home below the header: inner categories, best sellers, about, videos, photos,
// certificates and the latest news (issue 4 item 5).
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsCard as GoodsCardData } from '../../api/goods'
import type { StoreDetail } from '../../api/stores'
import { GoodsCard } from '../../components/goods-card'
import { storeMessages as m } from './messages'
import { StoreCategoryMenu, storeTabHref } from './store-header-view'
import { NewsItems } from './store-news-items'
import { AboutSection, CertificatesSection, PhotosSection, VideosSection } from './store-sections-view'

export interface StoreHomeViewProps {
  store: StoreDetail
  featured: GoodsCardData[]
  showPrice: boolean
}

export function StoreHomeView({ store, featured, showPrice }: StoreHomeViewProps) {
  return (
    <div className="store-layout">
      <StoreCategoryMenu storeId={store.storeId} categories={store.categories} />
      <div className="store-layout__main">
        <section className="store-section" aria-labelledby="store-featured">
          <div className="store-section__head">
            <h2 id="store-featured">
              <FormattedMessage {...m.featuredTitle} />
            </h2>
            <Link to={storeTabHref.goods(store.storeId)}>
              <FormattedMessage {...m.featuredMore} />
            </Link>
          </div>
          {featured.length === 0 ? (
            <p className="store-section__empty">
              <FormattedMessage {...m.featuredEmpty} />
            </p>
          ) : (
            <ul className="store-goods-grid">
              {featured.map((goods) => (
                <li key={goods.goodsId}>
                  <GoodsCard goods={goods} showPrice={showPrice} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <AboutSection html={store.aboutHtml} />
        <p>
          <Link to={storeTabHref.introduce(store.storeId)}>
            <FormattedMessage {...m.moreIntroduce} />
          </Link>
        </p>
        <VideosSection videos={store.videos} />
        <PhotosSection photos={store.photos} />
        <CertificatesSection certificates={store.certificates} />
        <section className="store-section" aria-labelledby="store-latest-news">
          <div className="store-section__head">
            <h2 id="store-latest-news">
              <FormattedMessage {...m.latestNewsTitle} />
            </h2>
            <Link to={storeTabHref.news(store.storeId)}>
              <FormattedMessage {...m.moreNews} />
            </Link>
          </div>
          {store.latestNews.length === 0 ? (
            <p className="store-section__empty">
              <FormattedMessage {...m.newsEmpty} />
            </p>
          ) : (
            <NewsItems items={store.latestNews} />
          )}
        </section>
      </div>
    </div>
  )
}
