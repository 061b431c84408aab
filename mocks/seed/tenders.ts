// Seeded tenders (licitaciones, issue 28 item 2). Public notices in every state, published by moroso (another
// enterprise): one open that invites comprador's enterprise to bid, one whose deadline has passed with its
// offers opened, one won with its winning notice, one terminated with its reason. comprador has one open tender
// of its own with one offer, so /member/bid shows something to compare once the mock clock passes its
// deadline. Anchored to the hour like the order history, so a reseed within the hour gives the same records.
import { clock } from '../clock'
import { db, type TenderRecord } from '../db'
import { dayOf } from '../lib/contracts'
import { HISTORY_BUYER_EMAIL } from './order-history'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const OTHER_BUYER_EMAIL = 'moroso@example.com'

export async function seedTenders(): Promise<void> {
  const buyer = db.members.findFirst((q) => q.where({ email: HISTORY_BUYER_EMAIL }))
  const other = db.members.findFirst((q) => q.where({ email: OTHER_BUYER_EMAIL }))
  const stores = db.stores
    .all()
    .filter((row) => row.isOpen)
    .slice(0, 3)
  if (!buyer || !other || stores.length < 3) return
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const day = (offset: number) => dayOf(anchor + offset * DAY)
  const tender = (
    n: number,
    memberId: number,
    fields: Pick<TenderRecord, 'title' | 'description' | 'items' | 'deadline' | 'openingDate'> &
      Partial<TenderRecord>,
  ): TenderRecord => ({
    tenderSn: `TD2026000000000000${n}`,
    memberId,
    documents: [],
    invitedMemberIds: [],
    publishedAt: anchor - (20 - n) * DAY,
    winnerOfferSn: null,
    awardedAt: null,
    terminatedAt: null,
    terminationReason: null,
    ...fields,
  })
  const offer = (tenderSn: string, n: number, storeIndex: number, amount: number, days: number) => ({
    offerSn: `OF2026000000000000${n}`,
    tenderSn,
    storeId: stores[storeIndex]!.storeId,
    amount,
    deliveryDays: days,
    note: '',
    createdAt: anchor - 5 * DAY + n * HOUR,
  })
  const tenders = [
    tender(1, other.memberId, {
      title: 'Suministro de cemento gris para viviendas en Holguín',
      description: 'Entrega por lotes mensuales en el almacén de la empresa constructora.',
      items: [
        { goodsName: 'Cemento gris P-350, saco de 42,5 kg', buyNum: 4000, unit: 'saco' },
        { goodsName: 'Arena lavada', buyNum: 120, unit: 'm³' },
      ],
      deadline: day(12),
      openingDate: day(13),
      invitedMemberIds: [buyer.memberId],
    }),
    tender(2, other.memberId, {
      title: 'Luminarias LED para naves industriales',
      description: 'Luminarias de 150 W con garantía mínima de tres años.',
      items: [{ goodsName: 'Campana LED 150 W IP65', buyNum: 300, unit: 'unidad' }],
      deadline: day(-2),
      openingDate: day(-1),
    }),
    tender(3, other.memberId, {
      title: 'Tubería de PVC para la red de riego de Artemisa',
      description: '',
      items: [
        { goodsName: 'Tubo PVC 110 mm, 6 m', buyNum: 800, unit: 'unidad' },
        { goodsName: 'Codo PVC 110 mm 90°', buyNum: 200, unit: 'unidad' },
      ],
      deadline: day(-10),
      openingDate: day(-9),
      winnerOfferSn: 'OF20260000000000004',
      awardedAt: anchor - 8 * DAY,
    }),
    tender(4, other.memberId, {
      title: 'Paneles solares para la cubierta del almacén central',
      description: '',
      items: [{ goodsName: 'Panel solar monocristalino 450 W', buyNum: 120, unit: 'unidad' }],
      deadline: day(-6),
      openingDate: day(-5),
      terminatedAt: anchor - 4 * DAY,
      terminationReason: 'El proyecto se aplaza al próximo año por falta de financiación.',
    }),
    tender(5, buyer.memberId, {
      title: 'Azulejos y adhesivo para la reforma de oficinas',
      description: 'Azulejo cerámico blanco mate; se aceptan marcas equivalentes.',
      items: [
        { goodsName: 'Azulejo cerámico 30 × 60 cm', buyNum: 900, unit: 'm²' },
        { goodsName: 'Adhesivo cementoso C2, 25 kg', buyNum: 150, unit: 'saco' },
      ],
      deadline: day(8),
      openingDate: day(9),
    }),
  ]
  for (const row of tenders) await db.tenders.create(row)
  const offers = [
    offer('TD20260000000000002', 1, 0, 18_450, 30),
    offer('TD20260000000000002', 2, 1, 17_900, 45),
    offer('TD20260000000000003', 3, 0, 9_800, 20),
    offer('TD20260000000000003', 4, 2, 9_350, 25),
    offer('TD20260000000000005', 5, 1, 21_300, 35),
  ]
  for (const row of offers) await db.tenderOffers.create(row)
}
