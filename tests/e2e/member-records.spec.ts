// The member centre's address book and invoice headers in the browser (issue 11 items 4–5 and their bad input),
// as comprador@example.com; axe on every page visited. What the member centre saves is what the checkout offers.
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const [goods] = sellableGoods(buildSeedData())
const buyNow = `/buy/confirm?productId=${goods!.product.productId}&numbers=${goods!.goods.minBuyNum}`

test('an address added in Mis direcciones is offered and chosen at checkout; 501 characters and a bad phone are refused, nothing typed is lost', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'comprador@example.com', '/member/address/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeVisible()
  await expect(page.getByText('Predeterminada', { exact: true })).toHaveCount(1)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Añadir dirección' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección' })
  await dialog.getByLabel('Contacto').fill('Lucía Pérez Soto')
  await dialog.getByLabel('Teléfono').fill('12345')
  await dialog.getByLabel('Provincia').fill('Matanzas')
  await dialog.getByLabel('Ciudad').fill('Cárdenas')
  const detail = dialog.getByLabel('Dirección detallada')
  await detail.fill('a'.repeat(501))
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click()
  await expect(dialog.getByText('La dirección debe tener entre 5 y 500 caracteres.')).toBeVisible()
  await expect(
    dialog.getByText(
      'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
    ),
  ).toBeVisible()
  await expect(detail).toHaveValue('a'.repeat(501))
  await expect(dialog.getByLabel('Contacto')).toHaveValue('Lucía Pérez Soto')
  await expectAccessible(page)

  await dialog.getByLabel('Teléfono').fill('13812345678')
  await detail.fill('Calle Real n.º 12, entre Vives y Coronel Verdugo')
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Lucía Pérez Soto' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible()

  // make it the default, then use it at checkout
  await page.getByRole('button', { name: 'Establecer Lucía Pérez Soto como predeterminada' }).click()
  // the address book's list, not the member menu's beside it: the default comes first
  const book = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(book.getByRole('listitem').first()).toContainText('Lucía Pérez Soto')
  await expect(page.getByText('Predeterminada', { exact: true })).toHaveCount(1)
  await expectAccessible(page)

  await page.goto(buyNow)
  const chosen = page.getByRole('radio', { name: /Lucía Pérez Soto/ })
  await expect(chosen).toBeChecked()
  await expectAccessible(page)

  // deleting it (after the confirmation) removes it from the checkout too
  await page.goto('/member/address/list')
  await page.getByRole('button', { name: 'Eliminar Lucía Pérez Soto' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este registro?' })
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Lucía Pérez Soto' })).toHaveCount(0)
  await expect(page.getByText('Predeterminada', { exact: true })).toHaveCount(1)
  await page.goto(buyNow)
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expect(page.getByRole('radio', { name: /Lucía Pérez Soto/ })).toHaveCount(0)
})

test('an invoice header added in Encabezados de factura is picked at checkout; /member/invoice opens the headers', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'comprador@example.com', '/member/invoice')
  await expect(page).toHaveURL(/\/member\/invoice\/header$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Encabezados de factura' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Añadir encabezado' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo encabezado de factura' })
  await dialog.getByLabel('Título de la factura').fill('Ferretería del Puerto S.A.')
  await dialog.getByLabel('Número de identificación fiscal').fill('12-34')
  await dialog.getByRole('radio', { name: 'Factura con IVA' }).check()
  await dialog.getByLabel('Teléfono registrado').fill('999')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(
    dialog.getByText('El número de identificación fiscal tiene de 8 a 20 letras o números.'),
  ).toBeVisible()
  await expect(dialog.getByText('Introduzca la cuenta bancaria')).toBeVisible()
  await expectAccessible(page)

  await dialog.getByLabel('Número de identificación fiscal').fill('01000999888')
  await dialog.getByLabel('Dirección registrada').fill('Avenida del Puerto 5, La Habana Vieja')
  await dialog.getByLabel('Teléfono registrado').fill('78601234')
  await dialog.getByLabel('Banco').fill('Banco Popular de Ahorro')
  await dialog.getByLabel('Cuenta bancaria').fill('1234 5678 9012')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Ferretería del Puerto S.A.' })).toBeVisible()

  await page.getByRole('link', { name: 'Ver detalle de Ferretería del Puerto S.A.' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Información de factura' })).toBeVisible()
  await expect(page.getByText('1234 5678 9012')).toBeVisible()
  await expectAccessible(page)

  await page.goto(buyNow)
  const invoice = page.getByRole('combobox', { name: 'Datos de facturación' })
  await invoice.selectOption({ label: 'Ferretería del Puerto S.A. · Factura con IVA (01000999888)' })
  await expect(invoice).toHaveValue(/\d+/)
  await expectAccessible(page)
})
