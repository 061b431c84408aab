import { composeStories } from '@storybook/react-vite'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { clearAllMocks } from 'storybook/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '../../../mocks/handlers/http'
import { imageBytes, upload } from '../../../mocks/fixtures/payment-fixtures'
import { ok } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import * as stories from '../../../stories/member/profile-view.stories'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import type { UploadResult } from '../../api/payment'
import { session } from '../../api/session'
import { ProfileRoute } from './profile-route'

const { Editing, CheckingAvatar, AvatarTooBig, AvatarNotAnImage, Saving, Saved, Refused, LoadFailed } =
  composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

const nameField = () => screen.getByLabelText('Nombre y apellidos')
const avatarPicker = () => screen.getByLabelText('Elegir foto de perfil')
const UPLOAD = '/v3/oss/common/upload'
const saveButton = () => screen.getByRole('button', { name: 'Guardar' })

beforeEach(() => {
  clearAllMocks()
})

describe('ProfileView', () => {
  it('shows the real name to edit and what cannot change here', () => {
    renderStory(Editing)
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument()
    expect(nameField()).toHaveValue('Ana Laura Martínez Díaz')
    expect(screen.getByText('personal_habana01')).toBeInTheDocument()
    expect(screen.getByText('personal@example.com')).toBeInTheDocument()
    expect(screen.getByText('Sin foto de perfil')).toBeInTheDocument()
    expect(avatarPicker()).toHaveAccessibleDescription(
      /Imagen PNG o JPG de menos de 4 MB\. Se guarda al pulsar «Guardar»\./,
    )
  })

  it('asks for a name, then for 2 to 50 characters, and does not save until it is right', async () => {
    const user = userEvent.setup()
    renderStory(Editing)
    await user.clear(nameField())
    await user.tab()
    expect(nameField()).toHaveAccessibleDescription('Introduzca su nombre')
    await user.type(nameField(), 'A')
    expect(nameField()).toHaveAccessibleDescription('El nombre debe tener entre 2 y 50 caracteres.')
    await user.click(saveButton())
    expect(Editing.args.onSubmit).not.toHaveBeenCalled()
    await user.type(nameField(), 'b'.repeat(50))
    expect(nameField()).toHaveAccessibleDescription('El nombre debe tener entre 2 y 50 caracteres.')
    await user.clear(nameField())
    await user.type(nameField(), 'Ana Laura Martínez')
    expect(nameField()).not.toHaveAttribute('aria-invalid')
    await user.click(saveButton())
    await vi.waitFor(() => expect(Editing.args.onSubmit).toHaveBeenCalledWith('Ana Laura Martínez'))
  })

  it('hands the picked avatar to the flow', async () => {
    const user = userEvent.setup()
    renderStory(Editing)
    const file = new File(['png'], 'yo.png', { type: 'image/png' })
    await user.upload(avatarPicker(), file)
    expect(Editing.args.onPickAvatar).toHaveBeenCalledWith(file)
  })

  it('says why an avatar was refused, next to the picker', () => {
    const { unmount } = renderStory(AvatarTooBig)
    expect(avatarPicker()).toHaveAttribute('aria-invalid', 'true')
    expect(avatarPicker()).toHaveAccessibleDescription(/El archivo supera el tamaño máximo de 4 MB\.$/)
    unmount()
    renderStory(AvatarNotAnImage)
    expect(avatarPicker()).toHaveAccessibleDescription(/Formato de archivo incorrecto$/)
  })

  it('waits while the avatar is checked and uploaded: no other pick, no save', () => {
    renderStory(CheckingAvatar)
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando y subiendo la imagen…')
    expect(avatarPicker()).toBeDisabled()
    expect(saveButton()).toBeDisabled()
  })

  it('keeps everything still while saving', () => {
    renderStory(Saving)
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled()
    expect(nameField()).toBeDisabled()
    expect(avatarPicker()).toBeDisabled()
  })

  it('says the profile was saved, or why the server refused it', () => {
    const { unmount } = renderStory(Saved)
    expect(screen.getByRole('status')).toHaveTextContent('Perfil guardado.')
    unmount()
    renderStory(Refused)
    expect(screen.getByText('La imagen del avatar no es válida.')).toHaveAttribute('role', 'alert')
    expect(nameField()).toHaveValue('Ana Laura Martínez Díaz')
  })

  it('says the profile could not be read and retries', async () => {
    const user = userEvent.setup()
    renderStory(LoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, la conexión con el servidor es anómala. Vuelva a intentarlo más tarde.',
    )
    expect(screen.queryByLabelText('Nombre y apellidos')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(LoadFailed.args.onRetry).toHaveBeenCalledTimes(1)
  })
})

// The avatar rule end to end on the mock backend (SPEC.md §5: png/jpg under 4 MB, by content): what the member
// sees, and that a refused file never reaches the upload.
describe('ProfileRoute avatar check', () => {
  let uploads: string[] = []
  let token = ''
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === UPLOAD) uploads.push(request.url)
  }

  beforeEach(async () => {
    uploads = []
    server.events.on('request:start', onRequest)
    const captcha = await getCaptcha()
    const tokens = await postToken({
      username: 'personal@example.com',
      password: 'Prueba#2026',
      verifyCode: '0000',
      verifyKey: captcha.key,
      loginType: 1,
    })
    token = tokens.access_token ?? ''
    session.setTokens({ accessToken: token, refreshToken: tokens.refreshToken })
    session.setMemberInfo(await getMemberInfo())
  })

  afterEach(() => {
    server.events.removeListener('request:start', onRequest)
  })

  async function renderProfile() {
    renderWithProviders(
      <MemoryRouter>
        <ProfileRoute />
      </MemoryRouter>,
    )
    await screen.findByLabelText('Nombre y apellidos')
    return userEvent.setup()
  }

  it('refuses a 5 MB avatar before sending it', async () => {
    const user = await renderProfile()
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'grande.png', { type: 'image/png' })
    await user.upload(avatarPicker(), big)
    await waitFor(() =>
      expect(avatarPicker()).toHaveAccessibleDescription(/El archivo supera el tamaño máximo de 4 MB\.$/),
    )
    expect(uploads).toEqual([])
  })

  it('refuses a GIF renamed .png by its content, before sending it', async () => {
    const user = await renderProfile()
    const gif = new File(['GIF89a animada'], 'foto.png', { type: 'image/png' })
    await user.upload(avatarPicker(), gif)
    await waitFor(() => expect(avatarPicker()).toHaveAccessibleDescription(/Formato de archivo incorrecto$/))
    expect(avatarPicker()).toBeEnabled()
    expect(uploads).toEqual([])
  })

  it('sends a real PNG to the upload and shows it until it is saved', async () => {
    // jsdom's FormData cannot cross Node's fetch: the avatar is uploaded as the browser would, and the
    // screen's upload is answered with that upload
    const uploaded = await upload(token, imageBytes(2048), { source: 'avatar', name: 'yo.png' })
    expect(uploaded.state).toBe(200)
    uploads = []
    server.use(http.post(UPLOAD, () => HttpResponse.json(ok(uploaded.data as UploadResult))))
    const user = await renderProfile()
    await user.upload(
      avatarPicker(),
      new File([imageBytes(2048) as BlobPart], 'yo.png', { type: 'image/png' }),
    )
    const preview = await screen.findByRole('img', { name: 'Foto de perfil actual' })
    expect(preview).toHaveAttribute('src', (uploaded.data as UploadResult).url)
    expect(uploads).toHaveLength(1)
    expect(avatarPicker()).not.toHaveAttribute('aria-invalid')
  })
})
