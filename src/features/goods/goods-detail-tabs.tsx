// The description / specifications / reviews tabs of the product page (WAI-ARIA tabs: arrows move between them).
import { useId, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import type { GoodsDetail, ReviewFilter } from '../../api/goods-detail'
import { SanitizedHtml } from '../../components/sanitized-html'
import { goodsDetailMessages as m } from './messages'
import { ReviewsSection, type ReviewsState } from './reviews-section'

export interface GoodsReviewsProps {
  state: ReviewsState
  onFilterChange: (filter: ReviewFilter) => void
  onPageChange: (page: number, limit: number) => void
  onRetry: () => void
}

type TabId = 'description' | 'specifications' | 'reviews'
const TABS: TabId[] = ['description', 'specifications', 'reviews']

export function DetailTabs({ detail, reviews }: { detail: GoodsDetail; reviews: GoodsReviewsProps }) {
  const intl = useIntl()
  const baseId = useId()
  const [tab, setTab] = useState<TabId>('description')
  const labels: Record<TabId, string> = {
    description: intl.formatMessage(m.tabDescription),
    specifications: intl.formatMessage(m.tabSpecifications),
    reviews: intl.formatMessage(m.tabReviews, { count: detail.review.total }),
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = TABS.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }
  return (
    <section className="detail-tabs">
      <div role="tablist" aria-label={intl.formatMessage(m.tabs)} className="detail-tabs__list">
        {TABS.map((id) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            className="detail-tabs__tab"
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onKeyDown}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div
          key={id}
          id={`${baseId}-panel-${id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${id}`}
          hidden={tab !== id}
          className="detail-tabs__panel"
        >
          <h2 className="visually-hidden">{labels[id]}</h2>
          {id === 'description' ? (
            // issue 4: server HTML is sanitised before it reaches the DOM (goods 17 carries a script probe)
            <SanitizedHtml className="detail-html" html={detail.detailHtml} />
          ) : id === 'specifications' ? (
            <table className="spec-table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.specName)}</th>
                  <th scope="col">{intl.formatMessage(m.specValue)}</th>
                </tr>
              </thead>
              <tbody>
                {detail.brandName ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specBrand)}</th>
                    <td>{detail.brandName}</td>
                  </tr>
                ) : null}
                {detail.seriesName ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specSeries)}</th>
                    <td>{detail.seriesName}</td>
                  </tr>
                ) : null}
                {detail.attributes.map((attribute) => (
                  <tr key={attribute.name}>
                    <th scope="row">{attribute.name}</th>
                    <td>{attribute.value}</td>
                  </tr>
                ))}
                {detail.origin ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specOrigin)}</th>
                    <td>{detail.origin}</td>
                  </tr>
                ) : null}
                {detail.weightKg ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specWeight)}</th>
                    <td>{intl.formatMessage(m.specWeightValue, { kg: detail.weightKg })}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">{intl.formatMessage(m.specUnit)}</th>
                  <td>{detail.saleUnit}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <ReviewsSection
              reviews={reviews.state}
              onFilterChange={reviews.onFilterChange}
              onPageChange={reviews.onPageChange}
              onRetry={reviews.onRetry}
            />
          )}
        </div>
      ))}
    </section>
  )
}
