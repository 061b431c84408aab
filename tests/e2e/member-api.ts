// Calls of the logged-in member from inside the page (the mock backend lives in the page's service worker),
// shared by the order, payment and third-party payment specs.
import type { Page } from '@playwright/test'

export interface Answer<T> {
  state: number
  msg: string
  data: T
}

interface CallOptions {
  /** POST body as JSON (default) or urlencoded */
  form?: boolean
  idempotencyKey?: string
  /** the API's origin when it is not the page's (the production build against the HTTP mock API) */
  origin?: string
}

/** GET when body is undefined, else POST. */
export async function memberApi<T>(
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  { form = false, idempotencyKey, origin = '' }: CallOptions = {},
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ path, body, form, idempotencyKey, origin }) => {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
      }
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
      let init: RequestInit = { method: 'GET', headers }
      if (body) {
        headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
        const encoded = form
          ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
          : JSON.stringify(body)
        init = { method: 'POST', headers, body: encoded }
      }
      const response = await fetch(origin + path, init)
      return (await response.json()) as Answer<T>
    },
    { path, body, form, idempotencyKey, origin },
  )
}

export interface Placed {
  paySn: string
  orderSnList: string[]
  needPay: number
}

/** Buys one SKU now as the logged-in member: confirm (the price the buyer sees), then submit once. */
export async function placeOrder(page: Page, productId: number, buyNum: number): Promise<Placed> {
  const line = { productId, buyNum }
  const confirm = await memberApi<{
    storeGroupList: { productList: { price: number }[] }[]
    address: { addressId: number }
  }>(page, '/v3/business/front/orderOperate/confirm', { isCart: false, productList: [line] })
  if (confirm.state !== 200) throw new Error(`confirm: ${confirm.msg}`)
  const price = confirm.data.storeGroupList[0]!.productList[0]!.price
  const submit = await memberApi<Placed>(
    page,
    '/v3/business/front/orderOperate/submit',
    {
      isCart: false,
      productList: [{ ...line, price }],
      addressId: confirm.data.address.addressId,
      agreement: true,
    },
    { idempotencyKey: crypto.randomUUID() },
  )
  if (submit.state !== 200) throw new Error(`submit: ${submit.msg}`)
  return submit.data
}

interface GoodsCard {
  productId: number
  minBuyNum: number
}

/**
 * A reservation order of the logged-in member: reserved goods as the goods list shows them (asked of the mock
 * through the API), the first whose minimum order the checkout accepts (stock, purchase limit, open store).
 */
export async function placeReservation(page: Page): Promise<Placed> {
  const goods = await memberApi<{ list: GoodsCard[] }>(
    page,
    '/v3/goods/front/goods/goodsList?stockType=reserved&pageSize=20',
  )
  if (goods.state !== 200) throw new Error(`goods list: ${goods.msg}`)
  for (const card of goods.data.list) {
    try {
      return await placeOrder(page, card.productId, card.minBuyNum)
    } catch {
      // this one cannot be ordered as it is (e.g. not enough stock): the next
    }
  }
  throw new Error('no reserved goods could be ordered')
}
