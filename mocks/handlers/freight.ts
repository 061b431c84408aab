// The delivery estimate of the product detail (tag `catalogue`, issue 16 item 3; REFERENCE.md §6 ship-to →
// goods/calculateExpress): a buyer picks one of their addresses, a visitor a freight region; the rule is the
// one checkout charges per store (mocks/lib/freight.ts).
import { isFreightRegionCode, type FreightRegionCode } from '../../src/schemas/freight.schema'
import { db, type AddressRecord } from '../db'
import { fail, invalid, ok } from '../lib/envelope'
import { FREE_SHIPPING_ABOVE, FREIGHT_RATES, freightOf, regionList, regionOfAddress } from '../lib/freight'
import { addressesOf } from '../lib/member-records'
import { ORDER_MESSAGES } from '../lib/order-messages'
import { addressOut } from '../lib/address-view'
import { round2, unitPrice } from '../lib/pricing'
import { setting } from '../lib/settings'
import { visitorOrMember } from '../lib/member-only'
import { http } from './http'

const PATH = '/v3/goods/front/goods/calculateExpress'
const DEFAULT_REGION: FreightRegionCode = 'cu-occidente'

/** A positive integer query value: undefined when absent, NaN when malformed. */
function intParam(raw: string | null, max = 999_999_999): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const value = /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : Number.NaN
  return value >= 1 && value <= max ? value : Number.NaN
}

export const freightHandlers = [
  http.get(
    PATH,
    visitorOrMember(({ query, response, member }) => {
      const productId = intParam(query.get('productId'))
      const product =
        productId !== undefined && !Number.isNaN(productId)
          ? db.products.findFirst((q) => q.where({ productId }))
          : undefined
      const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
      if (!product || !goods) return fail(ORDER_MESSAGES.productNotFound)
      const buyNum = intParam(query.get('buyNum'), 99_999)
      if (buyNum === undefined || Number.isNaN(buyNum)) return invalid('buyNum')
      const rawRegion = query.get('regionCode')
      if (rawRegion !== null && !isFreightRegionCode(rawRegion)) return invalid('regionCode')
      const addressId = intParam(query.get('addressId'))
      if (Number.isNaN(addressId)) return invalid('addressId')

      const addresses = member ? addressesOf(member) : []
      let address: AddressRecord | null = null
      if (addressId !== undefined) {
        address = addresses.find((row) => row.addressId === addressId) ?? null
        if (!address) return fail(ORDER_MESSAGES.addressNotFound)
      } else if (rawRegion === null) {
        address = addresses.find((row) => row.isDefault) ?? null
      }
      const regionCode: FreightRegionCode =
        regionOfAddress(address) ?? (isFreightRegionCode(rawRegion) ? rawRegion : DEFAULT_REGION)
      const goodsAmount = round2(unitPrice(product, goods, buyNum) * buyNum)
      const freeAbove = setting('freight_free_above', FREE_SHIPPING_ABOVE)
      const freight = freightOf({
        lines: [{ weightKg: goods.weightKg, buyNum }],
        goodsAmount,
        stockType: goods.stockType,
        region: regionCode,
        freeAbove,
      })
      return response(200).json(
        ok({
          productId: product.productId,
          buyNum,
          weightKg: freight.weightKg,
          goodsAmount,
          expressFee: freight.expressFee,
          expressState: freight.expressState,
          freeAbove,
          regionCode,
          regionName: FREIGHT_RATES[regionCode].regionName,
          addressId: address?.addressId ?? null,
          addressList: addresses.map(addressOut),
          regionList: regionList(),
        }),
      )
    }),
  ),
]
