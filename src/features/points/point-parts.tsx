// Pieces shared by the points screens (issue 12 item 5): a goods card, points and cash amounts, the text of a
// flow's error and the load-failure box. Money goes through the one formatter (src/i18n/format.ts).
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import { LoadFailed as KitLoadFailed } from '../../components/say'
import type { PointGoodsSummary } from '../../api/points'
import { StatusBadge } from '../../components/badges'
import { formatCount, formatMoney } from '../../i18n/format'
import { pointMessages as m } from './messages'
import './points.css'
import { Picture } from '../../components/picture'

/** "3.000 puntos", then "+ US$ 15,00" for points + cash goods. */
export function PointsPrice({ integral, cash }: { integral: number; cash: number }) {
  return (
    <span className="points-price">
      <FormattedMessage {...m.pointsPrice} values={{ points: formatCount(integral) }} />
      {cash > 0 && (
        <>
          {' '}
          <span className="points-price__cash">
            <FormattedMessage {...m.plusCash} values={{ cash: formatMoney(cash) }} />
          </span>
        </>
      )}
    </span>
  )
}

export function PointGoodsCard({ goods }: { goods: PointGoodsSummary }) {
  return (
    <li className="points-goods">
      <Link className="points-goods__link" to={`/point/detail?goodsId=${goods.goodsId}`}>
        <Picture
          className="points-goods__image"
          src={goods.image}
          alt=""
          width={240}
          height={240}
          loading="lazy"
        />
        <span className="points-goods__name">{goods.goodsName}</span>
      </Link>
      <span className="points-goods__price">
        <PointsPrice integral={goods.integralPrice} cash={goods.cashPrice} />
      </span>
      {goods.stock === 0 && (
        <span className="points-goods__state">
          <StatusBadge tone="error">
            <FormattedMessage {...m.soldOut} />
          </StatusBadge>
        </span>
      )}
    </li>
  )
}

/** The kit's load failure in the points screens' plain look. */
export function LoadFailed({ error, onRetry }: { error: Message | null; onRetry(): void }) {
  return <KitLoadFailed error={error} onRetry={onRetry} className="points-error" buttonClassName="" />
}

export { useSay } from '../../components/say'

export function Loading() {
  return (
    <p role="status">
      <FormattedMessage {...m.loading} />
    </p>
  )
}
