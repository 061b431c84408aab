// Catalogue reads: stores (issue 4 adds goods, brands, series…).
import { db } from '../db'
import { fail, ok } from '../lib/envelope'
import { paginate } from '../lib/paginate'
import { storeSummaryOf } from '../lib/store-view'
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
        list: page.list.map(storeSummaryOf),
      }),
    )
  }),
]
