// The points mall's read screens (issue 12 item 5; SPEC.md §2 /point/index, /point/list, /point/detail): the
// home with categories, the member's points and recommended goods; the list of one category with the pager;
// one good with its pictures and the redeem button. Plain props: the routes read through their loaders. Drawn
// with the component kit (issue 24 item 5): a grid of tiles that fits the page, the picture beside the redeem
// button so "Canjear" shows without scrolling.
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Pagination, PointCategory, PointGoodsDetail, PointGoodsSummary } from '../../api/points'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { Figure } from '../../components/figure'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatCount, formatMoney } from '../../i18n/format'
import { pointMessages as m } from './messages'
import { PointGoodsCard, PointsPrice } from './point-parts'
import { Picture } from '../../components/picture'

function Categories({ categories, current }: { categories: readonly PointCategory[]; current?: number }) {
  return (
    <Card as="nav" title={<FormattedMessage {...m.categories} />} className="points-layout__side">
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
    </Card>
  )
}

/** The member's points as a figure, with the ways to their history and their orders; a visitor is asked to log in. */
export function MemberPoints({ points }: { points: number | null }) {
  if (points === null)
    return (
      <Link className="button" to="/login?redirect=%2Fpoint%2Findex">
        <FormattedMessage {...m.loginForPoints} />
      </Link>
    )
  return (
    <div className="points-member">
      <Figure
        label={
          <>
            <FormattedMessage {...m.yourPointsLabel} />
            {/* read as one sentence, "Sus puntos: 5.000", by screen readers and text search */}
            <span className="visually-hidden">: </span>
          </>
        }
        value={formatCount(points)}
        hint={
          <span className="points-member__links">
            <Link to="/member/myPoint">
              <FormattedMessage {...m.myPointsLink} />
            </Link>
            <Link to="/member/pointOrder/list">
              <FormattedMessage {...m.ordersLink} />
            </Link>
          </span>
        }
      />
    </div>
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
      <PageHeader
        title={<FormattedMessage {...m.mallTitle} />}
        lead={<FormattedMessage {...m.mallLead} />}
        actions={<MemberPoints points={memberIntegral} />}
      />
      <div className="points-layout">
        <Categories categories={categories} />
        <Card title={<FormattedMessage {...m.recommended} />}>
          <ul className="points-goods-grid">
            {recommended.map((goods) => (
              <PointGoodsCard key={goods.goodsId} goods={goods} />
            ))}
          </ul>
        </Card>
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
      <PageHeader
        title={name ?? <FormattedMessage {...m.listTitle} />}
        back={{ to: '/point/index', label: <FormattedMessage {...m.backToMall} /> }}
      />
      <div className="points-layout">
        <Categories categories={props.categories} current={props.categoryId} />
        <Card>
          <PagedListFrame
            status="ready"
            isEmpty={props.list.length === 0}
            empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
            pager={{
              page: props.pagination.current,
              limit: props.pagination.pageSize,
              total: props.pagination.total,
              onChange: props.onPage,
            }}
          >
            <ul className="points-goods-grid">
              {props.list.map((goods) => (
                <PointGoodsCard key={goods.goodsId} goods={goods} />
              ))}
            </ul>
          </PagedListFrame>
        </Card>
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
  const max = Math.max(0, Math.min(goods.stock, goods.limitPerOrder))
  const [number, setNumber] = useState(1)
  return (
    <div className="page points-page">
      <div className="points-detail__top">
        <Link className="points-detail__back" to="/point/index">
          <span aria-hidden="true">‹</span>
          <FormattedMessage {...m.backToMall} />
        </Link>
        <MemberPoints points={memberIntegral} />
      </div>
      <Card>
        <div className="points-detail">
          <Picture
            className="points-detail__image"
            src={goods.images[0] ?? goods.image}
            alt={goods.goodsName}
            width={360}
            height={360}
          />
          <div className="points-detail__info">
            <h1 className="points-detail__name">{goods.goodsName}</h1>
            <p className="points-detail__brief">{goods.brief}</p>
            <p className="points-detail__price">
              <PointsPrice integral={goods.integralPrice} cash={goods.cashPrice} />
            </p>
            <p className="points-detail__muted">
              <FormattedMessage {...m.marketPrice} values={{ price: formatMoney(goods.marketPrice) }} />
            </p>
            <p className="points-detail__facts">
              {goods.stock === 0 ? (
                <StatusBadge tone="error">
                  <FormattedMessage {...m.soldOut} />
                </StatusBadge>
              ) : (
                <span>
                  <FormattedMessage {...m.stock} values={{ stock: formatCount(goods.stock) }} />
                </span>
              )}{' '}
              <span>
                <FormattedMessage {...m.limit} values={{ limit: goods.limitPerOrder }} />
              </span>{' '}
              <span>
                <FormattedMessage {...m.exchanged} values={{ count: goods.exchangedCount }} />
              </span>
            </p>
            <div className="points-detail__buy">
              <div className="points-detail__quantity">
                <FormField label={<FormattedMessage {...m.quantity} />}>
                  <input
                    type="number"
                    min={1}
                    max={Math.max(1, max)}
                    value={number}
                    onChange={(event) => setNumber(Math.max(1, Math.floor(Number(event.target.value)) || 1))}
                  />
                </FormField>
              </div>
              <button
                type="button"
                className="button button--primary points-detail__redeem"
                disabled={max === 0}
                onClick={() => onRedeem(Math.min(number, Math.max(1, max)))}
              >
                <FormattedMessage {...m.redeem} />
              </button>
            </div>
          </div>
        </div>
      </Card>
      <Card title={<FormattedMessage {...m.description} />}>
        <div className="points-detail__description">
          {goods.description.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Card>
    </div>
  )
}
