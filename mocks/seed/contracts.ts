// Seeded purchase contracts (issue 11 item 5). Every quoted reservation order of the replayed history has its
// contract (the quote made it; a cached replay inserts orders only, so it is made here from the quote, the same
// record either way). Contracts of orders whose deposit was paid were signed an hour after the quote, as a
// buyer signs before paying. comprador also has two contracts of their own with a PDF attachment: one waiting
// for the signature, one expired unsigned. comprador has no e-signature authentication yet: the e2e test and a
// tester authenticate at /member/contract/authen.
import { clock } from '../clock'
import { db } from '../db'
import {
  addContractFile,
  buyerNameOf,
  contractPdf,
  createContract,
  dayOf,
  ensureOrderContract,
  signContract,
} from '../lib/contracts'
import { paymentBySn } from '../lib/order-view'
import { HISTORY_BUYER_EMAIL } from './order-history'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export async function seedContracts(): Promise<void> {
  const member = db.members.findFirst((q) => q.where({ email: HISTORY_BUYER_EMAIL }))
  if (!member) return
  // the replayed quotes made contracts as they went, a cached replay made none: rebuilt here in one order, so
  // both give the same records and file ids (a reload restores by position)
  db.contracts.clear()
  db.contractFiles.clear()
  for (const order of db.orders.all().sort((a, b) => a.orderSn.localeCompare(b.orderSn))) {
    const contract = await ensureOrderContract(order)
    if (!contract || contract.state !== 'pendingSignature' || !order.quote) continue
    if (paymentBySn(order.depositPaySn)?.payState === 'paid')
      await signContract(contract, member.memberTrueName, order.quote.at + HOUR)
  }
  // anchored like the order history, so a reseed within the hour gives the same records
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const store = db.stores.all().find((row) => row.isOpen)!
  const own = [
    {
      no: 'CB202600000001',
      title: 'Contrato marco de suministro de cemento 2026',
      days: [-40, 60],
      amount: 48_500,
    },
    {
      no: 'CB202500000002',
      title: 'Acuerdo de compra de tuberías (borrador vencido)',
      days: [-90, -30],
      amount: 12_750.5,
    },
  ]
  for (const { no, title, days, amount } of own) {
    const createdAt = anchor + days[0]! * DAY
    const contract = await createContract({
      contractNo: no,
      memberId: member.memberId,
      source: 'upload',
      title,
      storeId: store.storeId,
      orderSn: null,
      amount,
      startDate: dayOf(createdAt),
      endDate: dayOf(anchor + days[1]! * DAY),
      state: 'pendingSignature',
      createdAt,
      signedAt: null,
      signerName: null,
      history: [{ at: createdAt, event: 'created', actor: 'buyer' }],
    })
    await addContractFile(contract, {
      kind: 'attachment',
      fileName: 'anexo-especificaciones.pdf',
      contentType: 'application/pdf',
      bytes: contractPdf([
        `Anexo de especificaciones — ${no}`,
        `Comprador: ${buyerNameOf(member)}`,
        `Vendedor: ${store.storeName}`,
        'Especificaciones técnicas, embalaje y calendario de entregas acordados por las partes.',
      ]),
    })
  }
}
