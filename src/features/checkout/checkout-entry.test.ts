// The checkout a /buy/confirm link describes (SPEC.md §2; issue 16 items 1–2: buy now of one or several SKUs).
import { describe, expect, it } from 'vitest'
import { checkoutRequestOf } from '../../../machines/checkout/checkout-rules'
import { checkoutEntryOf } from './checkout-route'

const entryOf = (search: string) => checkoutEntryOf(new URLSearchParams(search))

describe('checkoutEntryOf', () => {
  it('reads the cart and a buy now of one SKU as before', () => {
    expect(entryOf('ifcart=true')).toEqual({ isCart: true })
    expect(entryOf('productId=101&numbers=50&ifcart=false')).toEqual({
      isCart: false,
      productId: 101,
      number: 50,
    })
  })

  it('reads a buy now of several SKUs, the first one naming the product page to go back to', () => {
    expect(entryOf('productId=101,102&numbers=50,100&ifcart=false')).toEqual({
      isCart: false,
      productId: 101,
      number: 50,
      lines: [
        { productId: 101, number: 50 },
        { productId: 102, number: 100 },
      ],
    })
  })

  it.each([
    'productId=101,102&numbers=50',
    'productId=101,101&numbers=50,50',
    'productId=101,&numbers=50,50',
    'productId=101&numbers=0',
    'productId=abc&numbers=50',
    'numbers=50',
  ])('describes no checkout for %s', (search) => {
    expect(entryOf(search)).toBeNull()
  })
})

describe('checkoutRequestOf of a buy now', () => {
  it('sends every SKU of the link as a line of productList', () => {
    const entry = entryOf('productId=101,102&numbers=50,100')!
    const body = checkoutRequestOf(
      { entry, addressId: null, invoiceId: null, points: 0, storeInputs: {} },
      null,
    )
    expect(body.productList).toEqual([
      { productId: 101, buyNum: 50 },
      { productId: 102, buyNum: 100 },
    ])
  })
})
