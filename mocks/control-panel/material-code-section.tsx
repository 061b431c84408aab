// "Códigos de material de las empresas" of the mock control panel (issue 27 item 3): for the developer, each
// enterprise's material codes counted with its newest five, and "Borrar todos" to import a sheet again from
// scratch. The list-and-action pattern of the other sections (useRowActions).
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  clearMockMaterialCodes,
  listMockMaterialCodes,
  type MockMaterialCodeOwner,
} from '../../src/api/mock-control'
import { Fact, useRowActions } from './order-section'
import { materialCodePanelMessages as m } from './material-code-messages'

export const MaterialCodeSection = memo(function MaterialCodeSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockMaterialCodeOwner[] | null>(null)
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockMaterialCodes()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  function clear(owner: MockMaterialCodeOwner) {
    void run(owner.memberEmail, async () => {
      const { removed } = await clearMockMaterialCodes(owner.memberId)
      return intl.formatMessage(m.cleared, { removed, email: owner.memberEmail })
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <p>
        <FormattedMessage {...m.lead} />
      </p>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.refresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows && rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(rows ?? []).map((owner) => (
          <li key={owner.memberId} className="mock-order" aria-label={owner.memberEmail}>
            <h4>{owner.memberEmail}</h4>
            <dl className="mock-order__facts">
              <Fact label={m.codes}>{intl.formatMessage(m.count, { total: owner.total })}</Fact>
              <Fact label={m.latest}>
                {owner.latest
                  .map((code) =>
                    intl.formatMessage(m.pair, { code: code.materialCode, sku: code.productCode }),
                  )
                  .join(', ')}
              </Fact>
            </dl>
            <div className="mock-panel__row">
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={intl.formatMessage(m.clearFor, { email: owner.memberEmail })}
                onClick={() => clear(owner)}
              >
                <FormattedMessage {...m.clear} />
              </button>
            </div>
            {errors[owner.memberEmail] ? (
              <p role="alert" className="mock-panel__error">
                {errors[owner.memberEmail]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
})
