// The store ratings and product scores of one evaluation in "Mis valoraciones" (issue 16 item 8; REFERENCE.md §4
// Review): "Valoración de la tienda" (Descripción del producto, Atención del proveedor, Velocidad de entrega) and
// each product's stars, text and photos. Evaluations made before issue 16 have neither: nothing is shown.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { OrderComment } from '../../api/evaluation'
import { LineProductLink } from '../../components/entity-links'
import { Stars } from './evaluation-parts'
import { evaluateScoreMessages as s, evaluationListMessages as l } from './messages'
import { Picture } from '../../components/picture'

const STORE_LABELS = [
  ['description', s.description],
  ['service', s.service],
  ['delivery', s.delivery],
] as const

export function EvaluationScores({ comment }: { comment: OrderComment }) {
  const intl = useIntl()
  const id = useId()
  const { storeScores, productScores } = comment
  return (
    <>
      {storeScores ? (
        <div className="evaluation-scores-view">
          <p id={`${id}-store`} className="evaluation-field__label">
            {intl.formatMessage(l.storeScoresLabel)}
          </p>
          <dl className="evaluation-score-list" aria-labelledby={`${id}-store`}>
            {STORE_LABELS.map(([key, label]) => (
              <div key={key}>
                <dt>{intl.formatMessage(label)}</dt>{' '}
                <dd>
                  <Stars score={storeScores[key]} label={intl.formatMessage(label)} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {productScores && productScores.length > 0 ? (
        <ul
          className="evaluation-products"
          aria-label={intl.formatMessage(l.productScoresLabel, { orderSn: comment.orderSn })}
        >
          {productScores.map((item) => (
            <li key={item.orderProductId} className="evaluation-product">
              <p className="evaluation-product__name">
                <LineProductLink line={item} />{' '}
                <Stars
                  score={item.score}
                  label={intl.formatMessage(s.productScore, { goods: item.goodsName })}
                />
              </p>
              {item.content ? <p className="evaluation-comment__text">{item.content}</p> : null}
              {item.images.length > 0 ? (
                <ul
                  className="evaluation-photos"
                  aria-label={intl.formatMessage(l.productPhotosLabel, { goods: item.goodsName })}
                >
                  {item.images.map((src, index) => (
                    <li key={`${src}-${index}`}>
                      <Picture
                        className="evaluation-photos__image"
                        src={src}
                        width={96}
                        height={96}
                        loading="lazy"
                        alt={intl.formatMessage(l.productPhotoAlt, {
                          index: index + 1,
                          goods: item.goodsName,
                        })}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
