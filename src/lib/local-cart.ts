// The visitor's cart of SPEC.md §4: kept locally in the server cart shape (CartData of the contract), adding a
// product merges into the stored group of the same store and increases the quantity of a line already there.
// Pure functions; the caller stores the result through session.setCartListData. src/lib is the bottom layer,
// so the cart shape is declared here structurally (it matches components['schemas']['CartData']).

/** SPEC.md §5 quantity bound. */
export const LOCAL_CART_MAX_QUANTITY = 99_999

export interface LocalCartLine {
  cartId: number
  productId: number
  goodsId: number
  goodsName: string
  goodsImage: string
  specValues?: string
  goodsPrice: number
  buyNum: number
  minBuyNum: number
  productStock: number
  productState?: number
  stockType?: 'inStock' | 'reserved'
  isChecked: 0 | 1
  totalAmount?: number
  subtotal: number
}

export interface LocalCartGroup {
  storeId: number
  storeName: string
  storeGoodsList: LocalCartLine[]
  checkedAll: boolean
  totalAmount: number
  totalCheck: number
}

export interface LocalCart {
  storeCartGroupList: LocalCartGroup[]
  invalidList: LocalCartLine[]
  availableCartNum: number
  checkedAll: boolean
  totalAmount: number
  totalCheck: number
}

/** What the product page knows about the line to add. */
export interface LocalCartProduct {
  productId: number
  goodsId: number
  goodsName: string
  goodsImage: string
  specValues: string
  goodsPrice: number
  minBuyNum: number
  productStock: number
  stockType: 'inStock' | 'reserved'
  storeId: number
  storeName: string
}

const round2 = (value: number) => Math.round(value * 100) / 100

export const emptyLocalCart = (): LocalCart => ({
  storeCartGroupList: [],
  invalidList: [],
  availableCartNum: 0,
  checkedAll: false,
  totalAmount: 0,
  totalCheck: 0,
})

/** A stored cart, or `{}` / nothing (SPEC.md §4 "setting cart data to nothing stores an empty object"). */
export function asLocalCart(stored: unknown): LocalCart {
  if (
    typeof stored === 'object' &&
    stored !== null &&
    Array.isArray((stored as LocalCart).storeCartGroupList) &&
    Array.isArray((stored as LocalCart).invalidList)
  ) {
    return stored as LocalCart
  }
  return emptyLocalCart()
}

/** Recomputes subtotals and totals the way the server does (subtotal = buyNum × unit price, 2 decimals). */
export function withTotals(cart: LocalCart): LocalCart {
  let totalAmount = 0
  let totalCheck = 0
  let available = 0
  const storeCartGroupList = cart.storeCartGroupList
    .filter((group) => group.storeGoodsList.length > 0)
    .map((group) => {
      const storeGoodsList = group.storeGoodsList.map((line) => {
        const subtotal = round2(line.goodsPrice * line.buyNum)
        return { ...line, subtotal, totalAmount: subtotal }
      })
      const checked = storeGoodsList.filter((line) => line.isChecked === 1)
      const groupAmount = round2(checked.reduce((sum, line) => sum + line.subtotal, 0))
      totalAmount += groupAmount
      totalCheck += checked.length
      available += storeGoodsList.length
      return {
        ...group,
        storeGoodsList,
        checkedAll: checked.length === storeGoodsList.length,
        totalAmount: groupAmount,
        totalCheck: checked.length,
      }
    })
  return {
    ...cart,
    storeCartGroupList,
    availableCartNum: available,
    checkedAll: available > 0 && totalCheck === available,
    totalAmount: round2(totalAmount),
    totalCheck,
  }
}

/** SPEC.md §4: merge into the group of the same store; a line already there grows by `quantity`. */
export function addToLocalCart(stored: unknown, product: LocalCartProduct, quantity: number): LocalCart {
  const cart = asLocalCart(stored)
  const amount = Math.max(1, Math.floor(quantity))
  const groups = cart.storeCartGroupList.map((group) => ({
    ...group,
    storeGoodsList: [...group.storeGoodsList],
  }))
  let group = groups.find((entry) => entry.storeId === product.storeId)
  if (!group) {
    group = {
      storeId: product.storeId,
      storeName: product.storeName,
      storeGoodsList: [],
      checkedAll: true,
      totalAmount: 0,
      totalCheck: 0,
    }
    groups.push(group)
  }
  const index = group.storeGoodsList.findIndex((line) => line.productId === product.productId)
  const existing = group.storeGoodsList[index]
  if (existing) {
    group.storeGoodsList[index] = {
      ...existing,
      buyNum: Math.min(LOCAL_CART_MAX_QUANTITY, existing.buyNum + amount),
      goodsPrice: product.goodsPrice,
      productStock: product.productStock,
      isChecked: 1,
    }
  } else {
    group.storeGoodsList.push({
      // a local line has no server id yet: the productId is unique within the local cart
      cartId: product.productId,
      productId: product.productId,
      goodsId: product.goodsId,
      goodsName: product.goodsName,
      goodsImage: product.goodsImage,
      specValues: product.specValues,
      goodsPrice: product.goodsPrice,
      buyNum: Math.min(LOCAL_CART_MAX_QUANTITY, amount),
      minBuyNum: product.minBuyNum,
      productStock: product.productStock,
      productState: 1,
      stockType: product.stockType,
      isChecked: 1,
      subtotal: 0,
    })
  }
  return withTotals({ ...cart, storeCartGroupList: groups })
}

/** Removes a product's line; an emptied store group disappears. */
export function removeFromLocalCart(stored: unknown, productId: number): LocalCart {
  const cart = asLocalCart(stored)
  return withTotals({
    ...cart,
    storeCartGroupList: cart.storeCartGroupList.map((group) => ({
      ...group,
      storeGoodsList: group.storeGoodsList.filter((line) => line.productId !== productId),
    })),
  })
}

/** SPEC.md §4/§7 `cartInfo`: the local lines sent on login so that the server merges them. */
export function localCartInfo(stored: unknown): { productId: number; buyNum: number }[] {
  return asLocalCart(stored).storeCartGroupList.flatMap((group) =>
    group.storeGoodsList.map((line) => ({ productId: line.productId, buyNum: line.buyNum })),
  )
}

function mapLines(cart: LocalCart, change: (line: LocalCartLine) => LocalCartLine): LocalCart {
  return withTotals({
    ...cart,
    storeCartGroupList: cart.storeCartGroupList.map((group) => ({
      ...group,
      storeGoodsList: group.storeGoodsList.map(change),
    })),
  })
}

/** A visitor's quantity change, kept within 1–99999 (the rules of SPEC.md §5 are checked by the caller). */
export function changeLocalCartQuantity(stored: unknown, productId: number, quantity: number): LocalCart {
  const buyNum = Math.min(LOCAL_CART_MAX_QUANTITY, Math.max(1, Math.floor(quantity)))
  return mapLines(asLocalCart(stored), (line) => (line.productId === productId ? { ...line, buyNum } : line))
}

/** Selects or unselects the visitor's lines of the given products. */
export function checkLocalCartLines(
  stored: unknown,
  productIds: readonly number[],
  checked: 0 | 1,
): LocalCart {
  const ids = new Set(productIds)
  return mapLines(asLocalCart(stored), (line) =>
    ids.has(line.productId) ? { ...line, isChecked: checked } : line,
  )
}

/** Removes the visitor's lines of the given products; an emptied store group disappears. */
export function removeLinesFromLocalCart(stored: unknown, productIds: readonly number[]): LocalCart {
  const ids = new Set(productIds)
  const cart = asLocalCart(stored)
  return withTotals({
    ...cart,
    invalidList: cart.invalidList.filter((line) => !ids.has(line.productId)),
    storeCartGroupList: cart.storeCartGroupList.map((group) => ({
      ...group,
      storeGoodsList: group.storeGoodsList.filter((line) => !ids.has(line.productId)),
    })),
  })
}

/** Drops every line of the invalid list. */
export function emptyLocalCartInvalid(stored: unknown): LocalCart {
  return withTotals({ ...asLocalCart(stored), invalidList: [] })
}
