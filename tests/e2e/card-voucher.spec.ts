// Card vouchers at /shopping/card (issue 12 item 3; SPEC.md §2, §5 card 19 digits and PIN 16, §8), as
// comprador@example.com in Chromium on the seeded mock: a 17-digit number and a PIN with letters are refused in
// the form with what was typed kept; binding a seeded card raises the prepaid balance on the member home by its
// value and lists the card (last four digits only); binding it again is refused. Axe on every page visited.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'
// a seeded unused card worth US$ 250 (mocks/seed/card-vouchers.ts, README)
const CARD = { number: '2000000000000000002', pin: '2000000000000002', value: 250 }

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

/** The prepaid balance figure of the member home, as a number ("US$ 2.000,00" → 2000). */
async function homeBalance(page: Page): Promise<number> {
  await page.goto('/member/index')
  const figure = page.getByRole('link', { name: /Saldo prepago/ })
  await expect(figure).toBeVisible({ timeout: 30_000 })
  const text = (await figure.textContent()) ?? ''
  const amount = /US\$\s*([\d.]+,\d{2})/.exec(text)?.[1] ?? ''
  return Number(amount.replaceAll('.', '').replace(',', '.'))
}

test('binding a top-up card raises the prepaid balance once; a bad number, a bad PIN and a second bind are refused', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const before = await homeBalance(page)
  expect(before).toBeGreaterThan(0)

  await page.goto('/shopping/card')
  await expect(page.getByRole('heading', { level: 1, name: 'Recarga con tarjeta' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Aún no ha vinculado ninguna tarjeta.')).toBeVisible()
  await expectAccessible(page)

  // SPEC.md §5 in the form: nothing leaves it, nothing typed is lost
  const number = page.getByLabel('Número de la tarjeta')
  const pin = page.getByLabel('PIN de la tarjeta')
  await number.fill('20000000000000001')
  await pin.fill('20000000000000AB')
  await page.getByRole('button', { name: 'Vincular tarjeta' }).click()
  await expect(page.getByText('El número de la tarjeta tiene 19 dígitos')).toBeVisible()
  await expect(page.getByText('El PIN tiene 16 dígitos')).toBeVisible()
  await expect(number).toHaveValue('20000000000000001')
  await expect(pin).toHaveValue('20000000000000AB')
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await number.fill(CARD.number)
  await pin.fill(CARD.pin)
  await page.getByRole('button', { name: 'Vincular tarjeta' }).click()
  await expect(page.getByRole('heading', { name: 'Tarjeta vinculada' })).toBeVisible()
  const cards = page.getByRole('table')
  await expect(cards.getByRole('cell', { name: '**** 0002', exact: true })).toBeVisible()
  await expect(page.getByText(CARD.number)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ver mi monedero' })).toHaveAttribute('href', '/member/wallet')
  await expectAccessible(page)

  expect(await homeBalance(page)).toBe(before + CARD.value)

  // the same card again: refused with the server's text, the balance unchanged, the values kept
  await page.goto('/shopping/card')
  await expect(page.getByRole('cell', { name: '**** 0002', exact: true })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Número de la tarjeta').fill(CARD.number)
  await page.getByLabel('PIN de la tarjeta').fill(CARD.pin)
  await page.getByRole('button', { name: 'Vincular tarjeta' }).click()
  await expect(page.getByText('Esta tarjeta ya está vinculada a su cuenta.')).toBeVisible()
  await expect(page.getByLabel('Número de la tarjeta')).toHaveValue(CARD.number)
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  await expectAccessible(page)
  // the refusal spoke of the card sent: a change of the number drops it, and the new field error stands alone
  await page.getByLabel('Número de la tarjeta').fill('123')
  await expect(page.getByText('Esta tarjeta ya está vinculada a su cuenta.')).toHaveCount(0)
  expect(await homeBalance(page)).toBe(before + CARD.value)
})
