// Sample data shared by the store stories (shapes of the contract, Spanish content like the mock's).
import type { GoodsCard } from '../../src/api/goods'
import type { StoreDetail, StoreNewsItem } from '../../src/api/stores'

export const sampleNews = (newsId: number, kind: 'news' | 'article' = 'news'): StoreNewsItem => ({
  newsId,
  kind,
  title:
    kind === 'news'
      ? 'Nueva ruta de consolidación hacia el puerto de Mariel'
      : 'Cómo calcular el pedido mínimo',
  summary: 'Agrupamos pedidos de varios clientes en un mismo contenedor para reducir el costo de flete.',
  cover: `/mock-images/banner/${newsId}.svg`,
  publishedAt: '2026-10-12T15:00:00.000Z',
})

export const sampleGoods = (goodsId: number): GoodsCard => ({
  goodsId,
  productId: goodsId * 2,
  goodsName: `Panel solar monocristalino 550 W lote ${goodsId}`,
  goodsImage: `/mock-images/goods/${goodsId}.svg`,
  goodsPrice: 78.5,
  minBuyNum: 10,
  saleUnit: 'unidad',
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  stockType: goodsId % 2 ? 'inStock' : 'reserved',
  productionState: goodsId % 2 ? 'inStock' : 'inTransit',
  arrivalAt: '2026-12-01T00:00:00.000Z',
  saleNum: 340,
  isNew: goodsId === 1,
})

export const sampleStore: StoreDetail = {
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  storeLogo: '/mock-images/store/2.svg',
  isFactory: true,
  isSelf: false,
  province: 'Zhejiang',
  city: 'Ningbo',
  mainBusiness: 'Fábrica y exportador de paneles solares e inversores; exportación directa a Cuba.',
  foundedYear: 2008,
  employees: 1200,
  score: { description: 4.8, service: 4.6, delivery: 4.7 },
  goodsCount: 18,
  isOpen: true,
  isFollowing: false,
  servicePhone: '+86 138 1234 5678',
  banner: '/mock-images/banner/77.svg',
  aboutHtml:
    '<h3>Nuestra historia</h3><p>Ningbo Sunrise Solar nació en Ningbo en 2008.</p><h3>Exportación a Cuba</h3><p>Exportamos a Cuba por la ruta marítima directa China–Cuba.</p>',
  videos: [
    {
      title: 'Recorrido por la planta de producción',
      url: '/mock-images/banner/5.svg',
      poster: '/mock-images/banner/5.svg',
    },
  ],
  photos: [
    { title: 'Fachada de la empresa', url: '/mock-images/banner/6.svg' },
    { title: 'Línea de producción', url: '/mock-images/banner/7.svg' },
    { title: 'Sala de muestras', url: '/mock-images/banner/8.svg' },
  ],
  certificates: [
    {
      name: 'ISO 9001:2015 Sistema de gestión de la calidad',
      issuer: 'SGS United Kingdom Ltd.',
      validUntil: '2028-05-31',
      image: '/mock-images/store/9.svg',
    },
  ],
  latestNews: [sampleNews(1), sampleNews(2, 'article')],
  categories: [
    {
      categoryId: 2,
      categoryName: 'Energía solar y eléctrica',
      grade: 1,
      pid: 0,
      children: [
        {
          categoryId: 110,
          categoryName: 'Paneles solares',
          grade: 2,
          pid: 2,
          children: [{ categoryId: 1020, categoryName: 'Paneles monocristalinos', grade: 3, pid: 110 }],
        },
      ],
    },
  ],
}
