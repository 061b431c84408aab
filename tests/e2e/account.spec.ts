// Issue 11 items 1–2 end to end in Chromium, axe on every page: register → in review → approved in the control
// panel → log in; nuevo@example.com → replenish → in review; forgot password; bad input of §5 and the codes.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, fillLogin, PASSWORD, test } from './fixtures'

const NEW_PASSWORD = 'Nueva#2026x'
const IN_REVIEW = 'Su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.'

function panelOf(page: Page) {
  return page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
}

/** The latest code the outbox of the control panel shows for an address. */
async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const panel = panelOf(page)
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const outbox = panel.getByRole('region', { name: 'Bandeja de salida' })
  await outbox.getByRole('button', { name: 'Actualizar bandeja de salida' }).click()
  const mail = outbox.getByRole('listitem').filter({ hasText: to }).first()
  const code = (await mail.locator('code').textContent()) ?? ''
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()
  return code.trim()
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`/login?email=${encodeURIComponent(email)}`)
  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

test('a new buyer registers, waits for review, is approved in the control panel and logs in', async ({
  page,
}) => {
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Empresa').check()
  await page.getByLabel('Correo electrónico').fill('alta@example.com')
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('Hemos enviado un código a alta@example.com')).toBeVisible()
  const code = await codeFromOutbox(page, 'alta@example.com')
  await page.getByLabel('Código del correo').fill(code)
  await page.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repita la contraseña').fill(NEW_PASSWORD)
  await page.getByLabel('Nombre de miembro').fill('importadora_alta')
  await page.getByLabel('He leído y acepto el Acuerdo de usuario y la Política de privacidad').check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta creada' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click()
  await fillLogin(page, 'alta@example.com', NEW_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(IN_REVIEW)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click()

  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const review = panelOf(page).getByRole('region', { name: 'Revisión de cuentas' })
  await review.getByRole('button', { name: 'Actualizar cuentas en revisión' }).click()
  await review.getByRole('button', { name: 'Aprobar la cuenta alta@example.com' }).click()
  await expect(review.getByText('Cuenta alta@example.com aprobada')).toBeVisible()
  const outbox = panelOf(page).getByRole('region', { name: 'Bandeja de salida' })
  await outbox.getByRole('button', { name: 'Actualizar bandeja de salida' }).click()
  await expect(outbox.getByText('Su cuenta ha sido aprobada')).toBeVisible()
  await expectAccessible(page)
  await panelOf(page).getByRole('button', { name: 'Cerrar panel' }).click()

  await login(page, 'alta@example.com', NEW_PASSWORD)
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await page.goto('/member/index')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
})

test('nuevo@example.com fills in the supplementary information and is then under review', async ({
  page,
}) => {
  await login(page, 'nuevo@example.com', PASSWORD)
  await expect(page).toHaveURL(/\/replenish\?verify=/)
  await expectAccessible(page)
  await page.getByLabel('Nombre completo').fill('Yanelis Castro Ruiz')
  await page.getByLabel('Documento de identidad').fill('12345')
  await page.getByLabel('Teléfono móvil').fill('13800138000')
  await expect(page.getByText('El documento de identidad tiene 18 o 15 dígitos')).toBeVisible()
  await page.getByLabel('Documento de identidad').fill('11010519491231002X')
  await page.getByRole('button', { name: 'Enviar información' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Información enviada' })).toBeVisible()
  await expectAccessible(page)
  await login(page, 'nuevo@example.com', PASSWORD)
  await expect(page.getByRole('alertdialog')).toContainText(IN_REVIEW)
})

test('forgot password: the new password works and the old one does not', async ({ page }) => {
  await page.goto('/pwd/forget?email=personal%40example.com')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByLabel('Código del correo')).toBeVisible()
  const code = await codeFromOutbox(page, 'personal@example.com')
  await page.getByLabel('Código del correo').fill(code)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repita la nueva contraseña').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible()
  await expectAccessible(page)
  await login(page, 'personal@example.com', PASSWORD)
  // the login's refusal is its toast (SPEC.md §8)
  await expect(
    page.getByRole('alert').filter({ hasText: 'El correo electrónico o la contraseña son incorrectos.' }),
  ).toBeVisible()
  await login(page, 'personal@example.com', NEW_PASSWORD)
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})

test('bad input: each §5 class, a reused email, a wrong code and six wrong codes in a row', async ({
  page,
}) => {
  await page.goto('/register')
  const password = page.getByLabel('Contraseña', { exact: true })
  const cases: [string, string][] = [
    ['Corta#1', 'La contraseña debe tener entre 8 y 30 caracteres'],
    ['Abc 1234#x', 'La contraseña no puede contener espacios'],
    ['Abc中1234#x', 'La contraseña no puede contener caracteres chinos'],
    ['abcd12345', 'La contraseña debe combinar letras, números y símbolos'],
  ]
  for (const [value, message] of cases) {
    await password.fill(value)
    await password.blur()
    await expect(page.getByText(message)).toBeVisible()
  }
  await password.fill(NEW_PASSWORD)
  await page.getByLabel('Repita la contraseña').fill('Otra#2026x')
  await page.getByLabel('Repita la contraseña').blur()
  await expect(page.getByText('Las dos contraseñas no coinciden')).toBeVisible()
  await page.getByLabel('Nombre de miembro').fill('12345678')
  await page.getByLabel('Nombre de miembro').blur()
  await expect(page.getByText('El nombre de miembro no puede tener solo números')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill('correo-mal')
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('Introduzca un correo electrónico válido')).toBeVisible()
  await expectAccessible(page)

  // a reused email, and §8 "cannot receive code" (the reserved .invalid domain)
  await page.getByLabel('Correo electrónico').fill('comprador@example.com')
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.locator('.auth-alert')).toHaveText('Este correo electrónico ya está registrado.')
  // shown once, beside the form (not also as a toast), and gone once the email it spoke of changes
  await expect(page.getByText('Este correo electrónico ya está registrado.')).toHaveCount(1)
  await page.getByLabel('Correo electrónico').fill('alguien@correo.invalid')
  await expect(page.locator('.auth-alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.locator('.auth-alert')).toHaveText('Este correo electrónico no puede recibir el código.')

  // wrong codes: five refusals, then the sixth locks further tries
  await page.getByLabel('Correo electrónico').fill('alta@example.com')
  await page.getByRole('button', { name: 'Enviar código' }).click()
  const code = await codeFromOutbox(page, 'alta@example.com')
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByLabel('Repita la contraseña').fill(NEW_PASSWORD)
  await page.getByLabel('Nombre de miembro').fill('importadora_alta')
  await page.getByLabel('He leído y acepto el Acuerdo de usuario y la Política de privacidad').check()
  await page.getByLabel('Código del correo').fill(wrong)
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page.locator('.auth-alert')).toHaveText(
      attempt < 6
        ? 'El código de verificación es incorrecto.'
        : 'Demasiados intentos fallidos. Vuelva a intentarlo dentro de 15 minutos.',
    )
    // the alert is replaced on every answer: wait for the form to be free again
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled()
  }
  await page.getByLabel('Código del correo').fill(code)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.locator('.auth-alert')).toHaveText(/^Demasiados intentos fallidos/)
  // nothing typed is lost
  await expect(page.getByLabel('Nombre de miembro')).toHaveValue('importadora_alta')
})
