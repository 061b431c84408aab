// /prototype/quickOrder (login needed, SPEC.md §2): owns the quick-order actor; `?link=<id>` opens a shared link.
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { quickOrderMachine, type QuickOrderRow } from '../../../machines/quick-order/quick-order.machine'
import { QUICK_ORDER_MAX_ROWS } from '../../schemas/quick-order.schema'
import { memberOf, session } from '../../api/session'
import { notify } from '../../lib/notify'
import { quickOrderMessages } from './messages'
import { QuickOrderView, type QuickOrderViewRow } from './quick-order-view'
import { useFlowActor } from '../../lib/flow'

export const quickOrderPath = (linkId: string) => `/prototype/quickOrder?link=${encodeURIComponent(linkId)}`

export function toViewRow(row: QuickOrderRow): QuickOrderViewRow {
  const lookup = row.lookup?.found ? row.lookup : null
  return {
    key: row.key,
    code: row.code,
    quantity: row.quantity,
    status: row.status,
    problem: row.problem,
    refusal: row.refusal,
    ...(lookup
      ? {
          goodsName: lookup.goodsName,
          specValues: lookup.specValues,
          minBuyNum: lookup.minBuyNum,
          saleUnit: lookup.saleUnit,
          stock: lookup.stock,
          price: lookup.price,
          reserved: lookup.stockType === 'reserved',
          // the row's code is one of the enterprise's material codes (issue 27 item 3): name its SKU
          ...(lookup.materialCode ? { skuCode: lookup.productCode } : {}),
        }
      : {}),
  }
}

function QuickOrderScreen({ linkId }: { linkId: string | null }) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  const showPrices = member !== null
  const actorRef = useFlowActor(quickOrderMachine, { input: { linkId } })
  const rows = useSelector(actorRef, (s) => s.context.rows)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const notice = useSelector(actorRef, (s) => s.context.notice)
  const result = useSelector(actorRef, (s) => s.context.result)
  const link = useSelector(actorRef, (s) => s.context.link)
  const linkError = useSelector(actorRef, (s) => s.context.linkError)
  const path = link ? quickOrderPath(link.linkId) : null
  const url = path ? `${window.location.origin}${path}` : null

  return (
    <QuickOrderView
      rows={rows.map(toViewRow)}
      showPrices={showPrices}
      acceptsMaterialCodes={member?.memberType === 3}
      busy={busy}
      canAddRow={rows.length < QUICK_ORDER_MAX_ROWS}
      notice={notice}
      result={result}
      link={link && path && url ? { path, url, expiresAt: link.expiresAt } : null}
      linkError={linkError}
      onAddRow={() => actorRef.send({ type: 'row.added' })}
      onRemoveRow={(key) => actorRef.send({ type: 'row.removed', key })}
      onCodeChange={(key, value) => actorRef.send({ type: 'row.codeChanged', key, value })}
      onQuantityChange={(key, value) => actorRef.send({ type: 'row.quantityChanged', key, value })}
      onImport={(text) => actorRef.send({ type: 'rows.pasted', text })}
      onCheck={() => actorRef.send({ type: 'rows.checked' })}
      onAddToCart={() => actorRef.send({ type: 'cart.requested' })}
      onCreateLink={() => actorRef.send({ type: 'link.requested' })}
      onCopyLink={() => {
        if (!url) return
        void navigator.clipboard
          ?.writeText(url)
          .then(() => notify.toast('success', { id: quickOrderMessages.copied.id }))
          .catch(() => undefined)
      }}
    />
  )
}

export function QuickOrderRoute() {
  const [params] = useSearchParams()
  const linkId = params.get('link')
  // a new `?link=` starts a fresh quick order with that link's rows
  return <QuickOrderScreen key={linkId ?? ''} linkId={linkId} />
}
