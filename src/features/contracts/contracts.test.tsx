// Contract screens with their real machines against the seeded mock (issue 11 item 5): the list filters the
// member's contracts, the detail withdraws an own contract after the confirmation, the add form refuses a text
// renamed .pdf by its content keeping what was typed, and /previewFile refuses an unknown file with the
// server's Spanish message.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { session } from '../../api/session'
import { ContractAddRoute } from './contract-add-route'
import { ContractDetailRoute } from './contract-detail-route'
import { ContractListRoute } from './contract-list-route'
import { previewFileLoader } from './preview-file-loader'
import { PreviewFileRoute } from './preview-file-route'

const API = 'http://api.test'

const routes: RouteObject[] = [
  { path: '/member/contract/index', Component: ContractListRoute },
  { path: '/member/contract/detail', Component: ContractDetailRoute },
  { path: '/member/contract/add', Component: ContractAddRoute },
  { path: '/previewFile', Component: PreviewFileRoute, loader: previewFileLoader },
].map((route) => ({ ...route, HydrateFallback: () => null }))

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function loginAs(email: string, memberId: number) {
  const captcha = await (await fetch(`${API}/v3/captcha/common/getCaptcha`)).json()
  const body = new URLSearchParams({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.data.key,
    loginType: '1',
  })
  const answer = await (
    await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
  ).json()
  session.setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refreshToken })
  session.setMemberInfo({ memberId, memberName: email.split('@')[0]!, memberEmail: email, memberType: 3 })
}

beforeEach(async () => {
  await loginAs('comprador@example.com', 1)
})
afterEach(cleanup)

describe('contract screens', () => {
  it('lists the contracts and filters them by state, with the filter in the URL', async () => {
    const router = renderAt('/member/contract/index')
    const table = await screen.findByRole('table', { name: 'Lista de contratos' })
    expect(within(table).getByRole('link', { name: 'Ver contrato CB202600000001' })).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Vencido')
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ver contrato CB202600000001' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('link', { name: 'Ver contrato CB202500000002' })).toBeInTheDocument()
    expect(router.state.location.search).toContain('state=expired')
  })

  it('withdraws an own contract only after the confirmation', async () => {
    renderAt('/member/contract/detail?contractNo=CB202600000001')
    await userEvent.click(await screen.findByRole('button', { name: 'Anular contrato' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Anular este contrato?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }))
    expect(await screen.findByText('El contrato se anuló.')).toBeInTheDocument()
    expect(screen.getByText('Cancelado', { selector: '.contract-state' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Firmar contrato' })).not.toBeInTheDocument()
  })

  it('refuses a text renamed .pdf by its content and keeps what was typed', async () => {
    renderAt('/member/contract/add')
    await userEvent.type(await screen.findByLabelText('Título del contrato'), 'Acuerdo de prueba')
    const file = new File(['solo texto'], 'falso.pdf', { type: 'application/pdf' })
    await userEvent.upload(screen.getByLabelText('Archivos del contrato'), file)
    expect(await screen.findByText('falso.pdf: Formato de archivo incorrecto')).toBeInTheDocument()
    expect(screen.getByLabelText('Título del contrato')).toHaveValue('Acuerdo de prueba')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contrato' }))
    expect(await screen.findByText('Elija la tienda con la que contrata')).toBeInTheDocument()
  })

  it('refuses an unknown file id on /previewFile with the server message', async () => {
    renderAt('/previewFile?fileId=999999')
    expect(await screen.findByText('El archivo no existe o no tiene permiso para verlo.')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
