// Plain sample data for the home and content stories (shaped by the contract, no mock backend).
import type { Coupon, DecoModule, FaqItem, InformationItem } from '../../src/api/content'
import type { GoodsCardData } from '../../src/components/goods-card'

export const goods = (goodsId: number, overrides: Partial<GoodsCardData> = {}): GoodsCardData => ({
  goodsId,
  productId: goodsId * 2,
  goodsName: `Panel solar monocristalino 550 W ${goodsId}`,
  goodsImage: `/mock-images/goods/${goodsId}.svg?label=Panel`,
  goodsPrice: 78.5 + goodsId,
  minBuyNum: 10,
  saleUnit: 'unidad',
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  stockType: goodsId % 3 === 0 ? 'reserved' : 'inStock',
  productionState: goodsId % 3 === 0 ? 'inTransit' : 'inStock',
  ...(goodsId % 3 === 0 ? { arrivalAt: '2026-12-10T00:00:00.000Z' } : {}),
  saleNum: 1200 - goodsId * 10,
  isNew: goodsId === 1,
  ...overrides,
})

export const homeModules: DecoModule[] = [
  {
    type: 'banner',
    title: 'Destacados',
    items: [
      {
        link_type: 'topic',
        link_value: '1',
        info: { decoId: 1 },
        image: '/mock-images/banner/11.svg?label=Solar',
        title: 'Temporada de energía solar',
        subtitle: 'Paneles, inversores y baterías para enfrentar los apagones.',
      },
      {
        link_type: 'store',
        link_value: '36',
        info: {},
        storeId: 36,
        image: '/mock-images/banner/12.svg?label=Mariel',
        title: 'Almacén Mariel: retire en días',
      },
    ],
    goods: [],
  },
  {
    type: 'advantages',
    title: 'Por qué comprar con nosotros',
    subtitle: 'Cinco ventajas para importar de China a Cuba y Latinoamérica',
    items: [
      ['Stock en almacenes en régimen de depósito', 'Mercancía en Mariel y en la Zona Libre de Colón.'],
      ['Amplia gama de productos', 'Cientos de fábricas verificadas.'],
      ['Despacho aduanero digital', 'De 3 a 5 días frente a los 25 a 30 días del trámite tradicional.'],
      ['Cadena de suministro integrada', 'Compra, calidad, flete, seguro y entrega.'],
      ['Ruta marítima directa China–Cuba', 'La mercancía en tránsito ya se puede comprar.'],
    ].map(([title, subtitle], index) => ({
      link_type: index === 2 ? 'url' : 'none',
      link_value: index === 2 ? 'https://www.aduana.gob.cu/' : '',
      info: {},
      title: title ?? '',
      subtitle,
    })),
    goods: [],
  },
  {
    type: 'floor',
    title: 'Energía solar y eléctrica',
    items: [
      {
        link_type: 'category',
        link_value: '2',
        info: { categoryId: 2, grade: 1, pid: 0 },
        title: 'Energía solar y eléctrica',
      },
      {
        link_type: 'category',
        link_value: '106',
        info: { categoryId: 106, grade: 2, pid: 2 },
        title: 'Paneles solares',
      },
      {
        link_type: 'category',
        link_value: '107',
        info: { categoryId: 107, grade: 2, pid: 2 },
        title: 'Inversores y controladores',
      },
    ],
    goods: [1, 2, 3, 4].map((id) => goods(id)),
  },
  {
    type: 'stores',
    title: 'Tiendas destacadas',
    items: [
      {
        link_type: 'store',
        link_value: '36',
        info: {},
        storeId: 36,
        image: '/mock-images/store/36.svg',
        title: 'Almacén Mariel – Mercado Mayorista',
        subtitle: 'Almacén en depósito en la Zona Especial de Desarrollo Mariel.',
      },
    ],
    goods: [],
  },
]

export const news = (infoId: number, overrides: Partial<InformationItem> = {}): InformationItem => ({
  infoId,
  title: `Despacho aduanero digital: de 25–30 días a 3–5 días (${infoId})`,
  summary: 'La declaración electrónica anticipada reduce el tiempo de nacionalización.',
  cover: `/mock-images/banner/${infoId}.svg`,
  categoryName: infoId % 2 ? 'Aduanas' : 'Logística',
  publishedAt: '2026-10-30T14:00:00.000Z',
  ...overrides,
})

export const coupon = (couponId: number, overrides: Partial<Coupon> = {}): Coupon => ({
  couponId,
  couponName: 'Bienvenida a la plataforma',
  couponType: 1,
  value: 20,
  minAmount: 200,
  storeId: null,
  storeName: null,
  description: 'Para su primer pedido en cualquier tienda.',
  effectiveStart: '2026-10-01T00:00:00.000Z',
  effectiveEnd: '2029-11-05T00:00:00.000Z',
  total: 500,
  received: 120,
  isReceived: false,
  ...overrides,
})

export const faqs: FaqItem[] = [
  {
    faqId: 1,
    category: 'Cuenta',
    question: '¿Cómo creo una cuenta?',
    answerHtml: '<p>Pulse «Crear cuenta».</p>',
  },
  {
    faqId: 2,
    category: 'Pagos',
    question: '¿En qué moneda se paga?',
    answerHtml: '<p>En USD; el EUR es referencia.</p>',
  },
  {
    faqId: 3,
    category: 'Pagos',
    question: '¿Cuánto tiempo tengo para pagar?',
    answerHtml: '<p>24 horas desde que envía el pedido.</p>',
  },
]
