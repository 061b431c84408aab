// Fixtures of the RFQ stories (issue 28 item 1): an inquiry with two quotes, one revised once, one expired.
import type { InquiryDetail, Quote, QuoteVersion } from '../../src/api/inquiries'

export const version = (n: number, price: number, extra: Partial<QuoteVersion> = {}): QuoteVersion => ({
  version: n,
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      productId: 101,
      goodsName: 'Cemento gris Portland P.O 42.5, saco de 50 kg',
      specValues: 'Saco 50 kg',
      buyNum: 200,
      price,
      subtotal: price * 200,
    },
  ],
  charges: [{ name: 'Flete marítimo China–Cuba', amount: 350 }],
  settlement: '30 % de anticipo y 70 % antes del embarque',
  delivery: { place: 'Puerto del Mariel, Artemisa', date: '2026-12-20', term: 'CIF Mariel' },
  taxRate: 10,
  contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
  note: '',
  goodsAmount: price * 200,
  chargesAmount: 350,
  taxAmount: Math.round((price * 200 + 350) * 10) / 100,
  totalAmount: Math.round((price * 200 + 350) * 110) / 100,
  validUntil: '2026-12-05T10:00:00.000Z',
  ...extra,
})

const quote = (
  quoteSn: string,
  storeName: string,
  versions: QuoteVersion[],
  extra: Partial<Quote> = {},
): Quote => {
  const { version: latest, createdAt: _created, ...content } = versions.at(-1)!
  return {
    ...content,
    quoteSn,
    inquirySn: 'IQ202600000000000001',
    inquiryTitle: 'Materiales para la reforma del almacén de Matanzas',
    storeId: 1,
    storeName,
    state: 'active',
    version: latest,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    canAccept: true,
    contractNo: null,
    versions,
    ...extra,
  }
}

export const REVISED = quote(
  'QT202600000000000001',
  'Guangzhou Hengda Materiales de Construcción Co., Ltd.',
  [
    version(1, 9.5),
    version(2, 7.25, {
      createdAt: '2026-11-21T10:00:00.000Z',
      note: 'Rebaja por volumen',
      delivery: { place: 'Puerto del Mariel, Artemisa', date: '2026-12-15', term: 'CIF Mariel' },
    }),
  ],
)
export const OTHER = quote('QT202600000000000002', 'Nanjing Jinlong Trading', [version(1, 8)])
export const EXPIRED = quote('QT202600000000000003', 'Xiamen Oriente Importaciones', [version(1, 6.9)], {
  state: 'expired',
  canAccept: false,
})

export const INQUIRY: InquiryDetail = {
  inquirySn: 'IQ202600000000000001',
  title: 'Materiales para la reforma del almacén de Matanzas',
  state: 'open',
  lineCount: 2,
  deliveryPlace: 'Calle 83 n.º 2908, Matanzas, Cuba',
  deliveryDate: '2026-12-30',
  deadline: '2026-12-10',
  quoteCount: 3,
  createdAt: '2026-11-18T10:00:00.000Z',
  acceptedQuoteSn: null,
  contractNo: null,
  description: 'Necesitamos el material antes de fin de mes; se aceptan marcas equivalentes.',
  lines: [
    { productId: 101, goodsName: 'Cemento gris Portland P.O 42.5, saco de 50 kg', buyNum: 200, unit: 'saco' },
    { productId: null, goodsName: 'Pintura blanca para exteriores, 20 L', buyNum: 40, unit: 'cubo' },
  ],
  attachments: [
    {
      path: '/files/inquiry/plano.pdf',
      fileName: 'plano-almacen.pdf',
      contentType: 'application/pdf',
      size: 120_000,
    },
  ],
  quotes: [REVISED, OTHER, EXPIRED],
}
