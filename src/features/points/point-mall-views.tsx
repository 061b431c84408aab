// The points mall's read screens (issue 12 item 5; SPEC.md §2 /point/index, /point/list, /point/detail): the
// home with categories, the member's points and recommended goods; the list of one category with the pager;
// one good with its pictures and the redeem button. Plain props: the routes read through their loaders.
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Pagination, PointCategory, PointGoodsDetail, PointGoodsSummary } from '../../api/points'
import { Pager } from '../../components/pager'
import { formatMoney } from '../../i18n/format'
import { pointMessages as m } from './messages'
import { PointGoodsCard, PointsPrice } from './point-parts'

function Categories({ categories, current }: { categories: readonly PointCategory[]; current?: number }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage(m.categories)}>
      <h2>
        <FormattedMessage {...m.categories} />
      </h2>
      <ul className="points-categories">
        <li>
          <Link to="/point/list" aria-current={current === undefined ? 'page' : undefined}>
            <FormattedMessage {...m.allCategories} />
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.categoryId}>
            <Link
              to={`/point/list?categoryId=${category.categoryId}`}
              aria-current={current === category.categoryId ? 'page' : undefined}
            >
              <FormattedMessage
                {...m.categoryCount}
                values={{ name: category.categoryName, count: category.goodsCount }}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function MemberPoints({ points }: { points: number | null }) {
  const intl = useIntl()
  if (points === null)
    return (
      <Link to="/login?redirect=%2Fpoint%2Findex">
        <FormattedMessage {...m.loginForPoints} />
      </Link>
    )
  return (
    <p className="points-member">
      <FormattedMessage {...m.yourPoints} values={{ points: intl.formatNumber(points) }} />{' '}
      <Link to="/member/myPoint">
        <FormattedMessage {...m.myPointsLink} />
      </Link>{' '}
      <Link to="/member/pointOrder/list">
        <FormattedMessage {...m.ordersLink} />
      </Link>
    </p>
  )
}

export interface PointMallViewProps {
  categories: readonly PointCategory[]
  recommended: readonly PointGoodsSummary[]
  memberIntegral: number | null
}

export function PointMallView({ categories, recommended, memberIntegral }: PointMallViewProps) {
  return (
    <div className="page points-page">
      <div className="points-head">
        <h1>
          <FormattedMessage {...m.mallTitle} />
        </h1>
        <MemberPoints points={memberIntegral} />
      </div>
      <div className="points-layout">
        <Categories categories={categories} />
        <section aria-labelledby="points-recommended">
          <h2 id="points-recommended">
            <FormattedMessage {...m.recommended} />
          </h2>
          <ul className="points-grid">
            {recommended.map((goods) => (
              <PointGoodsCard key={goods.goodsId} goods={goods} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

export interface PointListViewProps {
  categories: readonly PointCategory[]
  categoryId?: number
  list: readonly PointGoodsSummary[]
  pagination: Pagination
  onPage(current: number, pageSize: number): void
}

export function PointListView(props: PointListViewProps) {
  const name = props.categories.find((c) => c.categoryId === props.categoryId)?.categoryName
  return (
    <div className="page points-page">
      <h1>{name ?? <FormattedMessage {...m.listTitle} />}</h1>
      <div className="points-layout">
        <Categories categories={props.categories} current={props.categoryId} />
        <section aria-label={name}>
          {props.list.length === 0 ? (
            <p>
              <FormattedMessage {...m.empty} />
            </p>
          ) : (
            <ul className="points-grid">
              {props.list.map((goods) => (
                <PointGoodsCard key={goods.goodsId} goods={goods} />
              ))}
            </ul>
          )}
          <Pager
            page={props.pagination.current}
            limit={props.pagination.pageSize}
            total={props.pagination.total}
            onChange={props.onPage}
          />
        </section>
      </div>
    </div>
  )
}

export interface PointDetailViewProps {
  goods: PointGoodsDetail
  memberIntegral: number | null
  onRedeem(number: number): void
}

export function PointDetailView({ goods, memberIntegral, onRedeem }: PointDetailViewProps) {
  const intl = useIntl()
  const quantityId = useId()
  const max = Math.max(0, Math.min(goods.stock, goods.limitPerOrder))
  const [number, setNumber] = useState(1)
  return (
    <div className="page points-page">
      <MemberPoints points={memberIntegral} />
      <div className="points-detail">
        <img src={goods.images[0] ?? goods.image} alt={goods.goodsName} width={360} height={360} />
        <div className="points-form">
          <h1>{goods.goodsName}</h1>
          <p>{goods.brief}</p>
          <PointsPrice integral={goods.integralPrice} cash={goods.cashPrice} />
          <p>
            <FormattedMessage {...m.marketPrice} values={{ price: formatMoney(goods.marketPrice) }} />
          </p>
          <p>
            {goods.stock === 0 ? (
              <FormattedMessage {...m.soldOut} />
            ) : (
              <FormattedMessage {...m.stock} values={{ stock: intl.formatNumber(goods.stock) }} />
            )}{' '}
            <FormattedMessage {...m.limit} values={{ limit: goods.limitPerOrder }} />{' '}
            <FormattedMessage {...m.exchanged} values={{ count: goods.exchangedCount }} />
          </p>
          <label htmlFor={quantityId}>
            <FormattedMessage {...m.quantity} />
          </label>
          <input
            id={quantityId}
            type="number"
            min={1}
            max={Math.max(1, max)}
            value={number}
            onChange={(event) => setNumber(Math.max(1, Math.floor(Number(event.target.value)) || 1))}
          />
          <button
            type="button"
            disabled={max === 0}
            onClick={() => onRedeem(Math.min(number, Math.max(1, max)))}
          >
            <FormattedMessage {...m.redeem} />
          </button>
          {goods.description.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  )
}
