import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToLocalCart,
  asLocalCart,
  changeLocalCartQuantity,
  checkLocalCartLines,
  emptyLocalCartInvalid,
  emptyLocalCart,
  LOCAL_CART_MAX_QUANTITY,
  localCartInfo,
  removeFromLocalCart,
  removeLinesFromLocalCart,
  type LocalCartProduct,
} from './local-cart'

const product = (
  productId: number,
  storeId: number,
  overrides: Partial<LocalCartProduct> = {},
): LocalCartProduct => ({
  productId,
  goodsId: productId * 10,
  goodsName: `Producto ${productId}`,
  goodsImage: `/mock-images/goods/${productId}.svg`,
  specValues: 'Color: Rojo',
  goodsPrice: 2.5,
  minBuyNum: 10,
  productStock: 1000,
  stockType: 'inStock',
  storeId,
  storeName: `Tienda ${storeId}`,
  ...overrides,
})

describe('visitor cart', () => {
  it('starts from an empty object or nothing as an empty cart', () => {
    expect(asLocalCart({})).toEqual(emptyLocalCart())
    expect(asLocalCart(null)).toEqual(emptyLocalCart())
    expect(asLocalCart('corrupt')).toEqual(emptyLocalCart())
  })

  it('adds a first line in the server cart shape with its subtotal and totals', () => {
    const cart = addToLocalCart({}, product(1, 7), 20)
    expect(cart).toMatchObject({
      availableCartNum: 1,
      checkedAll: true,
      totalAmount: 50,
      totalCheck: 1,
      invalidList: [],
      storeCartGroupList: [
        {
          storeId: 7,
          storeName: 'Tienda 7',
          checkedAll: true,
          totalAmount: 50,
          totalCheck: 1,
          storeGoodsList: [
            { productId: 1, goodsId: 10, buyNum: 20, subtotal: 50, isChecked: 1, minBuyNum: 10 },
          ],
        },
      ],
    })
  })

  it('merges into the group of the same store and increases the quantity of a line already there', () => {
    let cart = addToLocalCart({}, product(1, 7), 10)
    cart = addToLocalCart(cart, product(2, 7), 10)
    cart = addToLocalCart(cart, product(1, 7), 30)
    cart = addToLocalCart(cart, product(3, 8), 10)
    expect(cart.storeCartGroupList.map((group) => group.storeId)).toEqual([7, 8])
    expect(cart.storeCartGroupList[0]?.storeGoodsList.map((line) => [line.productId, line.buyNum])).toEqual([
      [1, 40],
      [2, 10],
    ])
    expect(cart.availableCartNum).toBe(3)
    expect(cart.totalAmount).toBe(150)
  })

  it('never exceeds the 99999 quantity bound', () => {
    const cart = addToLocalCart(addToLocalCart({}, product(1, 7), 99_990), product(1, 7), 50)
    expect(cart.storeCartGroupList[0]?.storeGoodsList[0]?.buyNum).toBe(LOCAL_CART_MAX_QUANTITY)
  })

  it('removes a line and drops an emptied store group', () => {
    const cart = addToLocalCart(addToLocalCart({}, product(1, 7), 10), product(2, 8), 10)
    const after = removeFromLocalCart(cart, 1)
    expect(after.storeCartGroupList.map((group) => group.storeId)).toEqual([8])
    expect(after.availableCartNum).toBe(1)
  })

  it('lists productId and buyNum of every line for the login merge (cartInfo)', () => {
    const cart = addToLocalCart(addToLocalCart({}, product(1, 7), 10), product(2, 8), 30)
    expect(localCartInfo(cart)).toEqual([
      { productId: 1, buyNum: 10 },
      { productId: 2, buyNum: 30 },
    ])
    expect(localCartInfo({})).toEqual([])
  })

  it('keeps one group per store and one line per product whatever is added (property)', () => {
    const adds = fc.array(
      fc.record({
        productId: fc.integer({ min: 1, max: 6 }),
        quantity: fc.integer({ min: 1, max: 500 }),
      }),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(adds, (steps) => {
        let cart = emptyLocalCart()
        const expected = new Map<number, number>()
        // a product always belongs to the same store (productId mod 3)
        for (const step of steps) {
          cart = addToLocalCart(cart, product(step.productId, step.productId % 3), step.quantity)
          expected.set(step.productId, (expected.get(step.productId) ?? 0) + step.quantity)
        }
        const stores = cart.storeCartGroupList.map((group) => group.storeId)
        expect(new Set(stores).size).toBe(stores.length)
        const lines = cart.storeCartGroupList.flatMap((group) => group.storeGoodsList)
        expect(new Map(lines.map((line) => [line.productId, line.buyNum]))).toEqual(expected)
        expect(cart.availableCartNum).toBe(lines.length)
        for (const group of cart.storeCartGroupList)
          for (const line of group.storeGoodsList) expect(line.productId % 3).toBe(group.storeId)
      }),
    )
  })
})

describe('visitor cart changes of the cart screen', () => {
  const twoStores = () =>
    addToLocalCart(
      addToLocalCart(addToLocalCart({}, product(1, 7), 10), product(2, 7), 20),
      product(3, 8),
      10,
    )

  it('changes a quantity and recomputes the subtotal and totals, within 1–99999', () => {
    const cart = changeLocalCartQuantity(twoStores(), 1, 30)
    const line = cart.storeCartGroupList[0]!.storeGoodsList[0]!
    expect(line).toMatchObject({ buyNum: 30, subtotal: 75 })
    expect(cart.totalAmount).toBe(75 + 50 + 25)
    expect(changeLocalCartQuantity(cart, 1, 1_000_000).storeCartGroupList[0]!.storeGoodsList[0]!.buyNum).toBe(
      LOCAL_CART_MAX_QUANTITY,
    )
    expect(changeLocalCartQuantity(cart, 1, 0).storeCartGroupList[0]!.storeGoodsList[0]!.buyNum).toBe(1)
  })

  it('unselects a store and the totals only count the selected lines', () => {
    const cart = checkLocalCartLines(twoStores(), [1, 2], 0)
    expect(cart.storeCartGroupList[0]).toMatchObject({ checkedAll: false, totalCheck: 0, totalAmount: 0 })
    expect(cart).toMatchObject({ checkedAll: false, totalCheck: 1, totalAmount: 25 })
    expect(checkLocalCartLines(cart, [1, 2, 3], 1)).toMatchObject({ checkedAll: true, totalCheck: 3 })
  })

  it('removes several lines and the invalid list', () => {
    const cart = removeLinesFromLocalCart(twoStores(), [1, 3])
    expect(cart.storeCartGroupList).toHaveLength(1)
    expect(cart.availableCartNum).toBe(1)
    const withInvalid = { ...cart, invalidList: [cart.storeCartGroupList[0]!.storeGoodsList[0]!] }
    expect(emptyLocalCartInvalid(withInvalid).invalidList).toEqual([])
  })

  it('keeps the totals equal to the sum of the selected subtotals whatever the changes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -5, max: 200_000 }), fc.boolean()),
          {
            maxLength: 12,
          },
        ),
        (changes) => {
          let cart = twoStores()
          for (const [productId, quantity, checked] of changes) {
            cart = changeLocalCartQuantity(cart, productId, quantity)
            cart = checkLocalCartLines(cart, [productId], checked ? 1 : 0)
          }
          const lines = cart.storeCartGroupList.flatMap((group) => group.storeGoodsList)
          const selected = lines.filter((line) => line.isChecked === 1)
          const sum = Math.round(selected.reduce((total, line) => total + line.subtotal, 0) * 100) / 100
          expect(cart.totalAmount).toBeCloseTo(sum, 2)
          expect(lines.every((line) => line.buyNum >= 1 && line.buyNum <= LOCAL_CART_MAX_QUANTITY)).toBe(true)
        },
      ),
    )
  })
})
