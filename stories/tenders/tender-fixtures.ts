// Fixtures of the tender stories (issue 28 item 2): a tender with two opened offers, its winning and
// termination notices.
import type { TenderDetail, TenderOffer } from '../../src/api/tenders'

export const offer = (offerSn: string, storeName: string, amount: number, won = false): TenderOffer => ({
  offerSn,
  tenderSn: 'TD20260000000000002',
  storeId: 1,
  storeName,
  amount,
  deliveryDays: 30,
  note: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  won,
})

export const OPENED: TenderDetail = {
  tenderSn: 'TD20260000000000002',
  title: 'Luminarias LED para naves industriales',
  buyerName: 'Constructora del Caribe S.A.',
  state: 'opening',
  itemCount: 1,
  publishedAt: '2026-11-10T10:00:00.000Z',
  deadline: '2026-11-25',
  openingDate: '2026-11-26',
  offerCount: 2,
  invited: false,
  description: 'Luminarias de 150 W con garantía mínima de tres años.',
  items: [{ goodsName: 'Campana LED 150 W IP65', buyNum: 300, unit: 'unidad' }],
  documents: [
    {
      path: '/uploads/pliego.pdf',
      fileName: 'pliego-de-condiciones.pdf',
      contentType: 'application/pdf',
      size: 48_000,
    },
  ],
  isOwner: true,
  offers: [
    offer('OF1', 'Iluminación Shenzhen Bright', 17_900),
    offer('OF2', 'Guangzhou Lighting Co.', 18_450),
  ],
  winner: null,
  terminatedAt: null,
  terminationReason: null,
}

export const WON: TenderDetail = {
  ...OPENED,
  state: 'won',
  offers: [
    offer('OF1', 'Iluminación Shenzhen Bright', 17_900, true),
    offer('OF2', 'Guangzhou Lighting Co.', 18_450),
  ],
  winner: {
    offerSn: 'OF1',
    storeName: 'Iluminación Shenzhen Bright',
    amount: 17_900,
    awardedAt: '2026-11-27T10:00:00.000Z',
  },
}

export const TERMINATED: TenderDetail = {
  ...OPENED,
  state: 'terminated',
  terminatedAt: '2026-11-27T10:00:00.000Z',
  terminationReason: 'El proyecto se aplaza al próximo año por falta de financiación.',
}
