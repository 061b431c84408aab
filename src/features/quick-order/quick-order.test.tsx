// The quick-order screen against the mock backend (seeded data, real machine, MSW).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session, type CartData } from '../../api/session'
import { QuickOrderRoute } from './quick-order-route'

async function logIn(email = 'comprador@example.com') {
  await resetDatabase()
  const captcha = await getCaptcha()
  const token = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: token.access_token ?? '', refreshToken: token.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

function sellableSkus() {
  return db.products
    .findMany()
    .map((product) => ({ product, goods: db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))! }))
    .filter(({ product, goods }) => {
      const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
      return (
        store?.isOpen &&
        goods.state === 1 &&
        goods.stockType === 'inStock' &&
        goods.minBuyNum > 1 &&
        goods.purchaseLimit === 0 &&
        product.stock >= goods.minBuyNum * 4 &&
        !db.cartLines.findFirst((q) => q.where({ memberId: 1, productId: product.productId }))
      )
    })
}

it('checks pasted rows, adds the valid ones to the cart and explains the others', async () => {
  await logIn()
  const [a, b] = sellableSkus()
  const router = createMemoryRouter([{ path: '/prototype/quickOrder', element: <QuickOrderRoute /> }], {
    initialEntries: ['/prototype/quickOrder'],
  })
  renderWithProviders(<RouterProvider router={router} />)
  const user = userEvent.setup()
  await user.type(
    screen.getByLabelText('Pegar filas'),
    `${a!.product.productCode}\t${a!.goods.minBuyNum * 2}\nNO-EXISTE;5\n${b!.product.productCode},${b!.goods.minBuyNum + 1}`,
  )
  await user.click(screen.getByRole('button', { name: 'Importar' }))
  await user.click(screen.getByRole('button', { name: 'Comprobar códigos' }))
  expect(await screen.findByText('El código no existe')).toBeInTheDocument()
  const quantity = screen.getByLabelText('Cantidad, fila 3')
  expect(quantity).toHaveAccessibleDescription(
    `La cantidad debe ser múltiplo del pedido mínimo (${b!.goods.minBuyNum})`,
  )
  expect(screen.getByText(a!.goods.goodsName)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
  expect(await screen.findByText(/Se añadió 1 producto al carrito/)).toBeInTheDocument()
  // the header count follows the cart answered by batchAdd
  const cart = session.getSnapshot().cartListData as CartData
  const productIds = cart.storeCartGroupList.flatMap((group) =>
    group.storeGoodsList.map((line) => line.productId),
  )
  expect(productIds).toContain(a!.product.productId)
  expect(productIds).not.toContain(b!.product.productId)
})

it('creates a link and opens it with its rows', async () => {
  await logIn()
  const [a] = sellableSkus()
  const router = createMemoryRouter([{ path: '/prototype/quickOrder', element: <QuickOrderRoute /> }], {
    initialEntries: ['/prototype/quickOrder'],
  })
  renderWithProviders(<RouterProvider router={router} />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Código del producto, fila 1'), a!.product.productCode)
  await user.type(screen.getByLabelText('Cantidad, fila 1'), String(a!.goods.minBuyNum))
  await user.click(screen.getByRole('button', { name: 'Crear enlace de pedido rápido' }))
  const address = await screen.findByLabelText('Dirección del enlace')
  expect((address as HTMLInputElement).value).toMatch(/\/prototype\/quickOrder\?link=qo-\d+-/)
  expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Abrir enlace' }))
  await waitFor(() => expect(screen.getByText(a!.goods.goodsName)).toBeInTheDocument())
  expect(screen.getByLabelText('Código del producto, fila 1')).toHaveValue(a!.product.productCode)
})

it('says when a shared link does not exist', async () => {
  await logIn()
  const router = createMemoryRouter([{ path: '/prototype/quickOrder', element: <QuickOrderRoute /> }], {
    initialEntries: ['/prototype/quickOrder?link=qo-0-nada'],
  })
  renderWithProviders(<RouterProvider router={router} />)
  expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de pedido rápido no existe.')
})
