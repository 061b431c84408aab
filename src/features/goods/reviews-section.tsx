// Reviews tab of the product page: summary, filter buttons, the list with photos and the pager. Plain props.
import { FormattedMessage, useIntl } from 'react-intl'
import type { Review, ReviewFilter, ReviewSummary } from '../../api/goods-detail'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { goodsDetailMessages, reviewMessages as m } from './messages'
import { Picture } from '../../components/picture'

export interface ReviewsState {
  status: 'loading' | 'ready' | 'failed'
  filter: ReviewFilter
  page: number
  limit: number
  total: number
  list: Review[]
  summary: ReviewSummary | null
}

export interface ReviewsSectionProps {
  reviews: ReviewsState
  onFilterChange: (filter: ReviewFilter) => void
  onPageChange: (page: number, limit: number) => void
  onRetry: () => void
}

const FILTERS: { filter: ReviewFilter; count: (summary: ReviewSummary) => number }[] = [
  { filter: 'all', count: (s) => s.total },
  { filter: 'photos', count: (s) => s.withPhotos },
  { filter: 'good', count: (s) => s.good },
  { filter: 'medium', count: (s) => s.medium },
  { filter: 'bad', count: (s) => s.bad },
]

function Stars({ score }: { score: number }) {
  const intl = useIntl()
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage(m.score, { score })}>
      <span aria-hidden="true">{'★'.repeat(score) + '☆'.repeat(5 - score)}</span>
    </span>
  )
}

export function ReviewsSection({ reviews, onFilterChange, onPageChange, onRetry }: ReviewsSectionProps) {
  const intl = useIntl()
  const summary = reviews.summary
  return (
    <div className="reviews">
      {summary && summary.total > 0 ? (
        <div className="reviews__summary">
          <p className="reviews__average">
            <FormattedMessage {...m.average} values={{ score: summary.avgScore.toFixed(1) }} />
          </p>
          <p>
            <FormattedMessage {...m.goodShare} values={{ percent: summary.good / summary.total }} />
          </p>
        </div>
      ) : null}
      {summary && summary.total > 0 ? (
        <div className="reviews__filters" role="group" aria-label={intl.formatMessage(m.filters)}>
          {FILTERS.map(({ filter, count }) => (
            <button
              key={filter}
              type="button"
              className={`button${reviews.filter === filter ? ' button--primary' : ''}`}
              aria-pressed={reviews.filter === filter}
              onClick={() => onFilterChange(filter)}
            >
              <FormattedMessage {...m[filter]} values={{ count: count(summary) }} />
            </button>
          ))}
        </div>
      ) : null}
      {reviews.status === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : reviews.status === 'failed' ? (
        <div role="alert" className="reviews__failed">
          <p>
            <FormattedMessage {...m.failed} />
          </p>
          <button type="button" className="button" onClick={onRetry}>
            <FormattedMessage {...goodsDetailMessages.retry} />
          </button>
        </div>
      ) : reviews.list.length === 0 ? (
        <p className="gd-empty" role="status">
          <FormattedMessage {...(summary && summary.total > 0 ? m.emptyFilter : m.empty)} />
        </p>
      ) : (
        <>
          <ul className="reviews__list" aria-label={intl.formatMessage(m.list)}>
            {reviews.list.map((review) => (
              <li key={review.commentId} className="review">
                <article>
                  <header className="review__header">
                    <h3 className="review__author">{review.memberName}</h3>
                    <Stars score={review.score} />
                    <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
                  </header>
                  <p className="review__spec">{review.specValues}</p>
                  <p>{review.content}</p>
                  {review.images.length > 0 ? (
                    <ul className="review__photos">
                      {review.images.map((src, index) => (
                        <li key={src}>
                          <Picture
                            src={src}
                            alt={intl.formatMessage(m.photo, { index: index + 1, name: review.memberName })}
                            width={96}
                            height={96}
                            loading="lazy"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {review.reply ? (
                    <p className="review__reply">
                      <strong>
                        <FormattedMessage {...m.reply} />
                      </strong>{' '}
                      {review.reply}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
          <Pager page={reviews.page} limit={reviews.limit} total={reviews.total} onChange={onPageChange} />
        </>
      )}
    </div>
  )
}
