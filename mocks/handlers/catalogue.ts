// Catalogue reads: stores (issue 4 adds goods, brands, series…).
import { db } from '../db'
import { fail, ok } from '../lib/envelope'
import { imageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { http } from './http'

export const catalogueHandlers = [
  http.get('/v3/seller/front/store/list', ({ query, response }) => {
    const keyword = (query.get('keyword') ?? '').trim().toLowerCase()
    if (keyword.length > 100) return fail('Solicitud no válida: el campo «keyword» es demasiado largo.')
    const factoriesOnly = query.get('isFactory') === '1'
    const stores = db.stores
      .findMany((q) => q.where({ isOpen: true }))
      .filter((store) => !factoriesOnly || store.isFactory)
      .filter(
        (store) =>
          !keyword ||
          store.storeName.toLowerCase().includes(keyword) ||
          store.mainBusiness.toLowerCase().includes(keyword),
      )
      .sort((a, b) => Number(b.isSelf) - Number(a.isSelf) || a.storeId - b.storeId)
    const page = paginate(stores, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
    return response(200).json(
      ok({
        pagination: page.pagination,
        list: page.list.map((store) => ({
          storeId: store.storeId,
          storeName: store.storeName,
          storeLogo: imageUrl('store', store.storeId, store.storeName),
          isFactory: store.isFactory,
          isSelf: store.isSelf,
          province: store.province,
          city: store.city,
          mainBusiness: store.mainBusiness,
          foundedYear: store.foundedYear,
          employees: store.employees,
          score: {
            description: store.scoreDescription,
            service: store.scoreService,
            delivery: store.scoreDelivery,
          },
          goodsCount: db.goods.findMany((q) => q.where({ storeId: store.storeId, state: 1 })).length,
        })),
      }),
    )
  }),
]
