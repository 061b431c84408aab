// "Vales de recarga" of the mock control panel (issue 12 item 3): as the platform, every top-up card with its
// PIN, value and use, so that a tester can bind one at /shopping/card or pay with it.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { listMockRechargeCards, type MockRechargeCard } from '../../src/api/mock-control'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import { cardPanelMessages as m } from './card-messages'

export const CardSection = memo(function CardSection({ refreshKey }: { refreshKey: string }) {
  const intl = useIntl()
  const ids = useId()
  const [cards, setCards] = useState<MockRechargeCard[] | null>(null)
  const [tick, setTick] = useState(0)

  const load = useCallback(() => {
    listMockRechargeCards()
      .then(setCards)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  const stateOf = (card: MockRechargeCard) => {
    if (card.state === 'unused') return intl.formatMessage(m.unused)
    const values = { email: card.memberEmail ?? '', time: card.usedAt ? formatDateTime(card.usedAt) : '' }
    return intl.formatMessage(card.state === 'bound' ? m.bound : m.spent, values)
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <p>
        <FormattedMessage {...m.hint} />
      </p>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.refresh} />
      </button>
      <table className="mock-cards">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.number} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.pin} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.value} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.state} />
            </th>
          </tr>
        </thead>
        <tbody>
          {(cards ?? []).map((card) => (
            <tr key={card.cardNumber}>
              <td>
                <code>{card.cardNumber}</code>
              </td>
              <td>
                <code>{card.cardPin}</code>
              </td>
              <td>{formatMoney(card.value)}</td>
              <td>{stateOf(card)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
})
