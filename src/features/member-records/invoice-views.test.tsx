import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { clearAllMocks } from 'storybook/test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as addressStories from '../../../stories/member-records/invoice-addresses-view.stories'
import * as headerStories from '../../../stories/member-records/invoice-headers-view.stories'
import { renderWithProviders } from '../../../tests/render'

const headers = composeStories(headerStories)
const addresses = composeStories(addressStories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

const field = (label: string) => screen.getByLabelText(label)
const EMAIL_INVALID = 'Introduzca un correo electrónico válido'
const PHONE_INVALID =
  'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)'

beforeEach(() => {
  clearAllMocks()
})

describe('InvoiceHeadersView list', () => {
  it('shows each header with its kind, tax number and email, the default marked and a detail link', () => {
    renderStory(headers.List)
    const nav = screen.getByRole('navigation', { name: 'Secciones de facturación' })
    expect(within(nav).getByRole('link', { name: 'Direcciones de recepción de facturas' })).toHaveAttribute(
      'href',
      '/member/invoice/address',
    )
    const [company, personal] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(within(company).getByRole('heading', { name: 'Importadora Caribe S.A.' })).toBeInTheDocument()
    expect(company).toHaveTextContent('Empresa · Factura con IVA')
    expect(within(company).getByText('NIF: 01234567890')).toBeInTheDocument()
    expect(within(company).getByText('Correo: facturas@caribe.example.com')).toBeInTheDocument()
    expect(within(company).getByText('Predeterminada')).toBeInTheDocument()
    expect(
      within(company).getByRole('link', { name: 'Ver detalle de Importadora Caribe S.A.' }),
    ).toHaveAttribute('href', '/member/invoice/info?invoiceId=21')
    expect(personal).toHaveTextContent('Personal · Factura normal')
    expect(within(personal).queryByText(/^NIF:/)).not.toBeInTheDocument()
    expect(within(personal).queryByText('Predeterminada')).not.toBeInTheDocument()
  })

  it('calls back with the id of the header whose button is pressed', async () => {
    const user = userEvent.setup()
    renderStory(headers.List)
    const book = headers.List.args.book!
    await user.click(screen.getByRole('button', { name: 'Añadir encabezado' }))
    await user.click(screen.getByRole('button', { name: 'Editar Importadora Caribe S.A.' }))
    await user.click(
      screen.getByRole('button', { name: 'Establecer Carlos Manuel Rodríguez como predeterminada' }),
    )
    await user.click(screen.getByRole('button', { name: 'Eliminar Carlos Manuel Rodríguez' }))
    expect(book.onAdd).toHaveBeenCalledTimes(1)
    expect(book.onEdit).toHaveBeenCalledWith(21)
    expect(book.onMakeDefault).toHaveBeenCalledWith(22)
    expect(book.onDelete).toHaveBeenCalledWith(22)
  })

  it('says when there is no header, while loading and when the list could not be read', async () => {
    const user = userEvent.setup()
    const { unmount } = renderStory(headers.Empty)
    expect(screen.getByRole('status')).toHaveTextContent('Aún no tiene encabezados de factura.')
    unmount()
    const loading = renderStory(headers.Loading)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.getByRole('button', { name: 'Añadir encabezado' })).toBeDisabled()
    loading.unmount()
    renderStory(headers.LoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent('la conexión con el servidor es anómala')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(headers.LoadFailed.args.book!.onRetry).toHaveBeenCalledTimes(1)
  })

  it('confirms a delete by the header’s name', async () => {
    const user = userEvent.setup()
    renderStory(headers.ConfirmDelete)
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar este registro?' })
    expect(dialog).toHaveTextContent('Se eliminará «Carlos Manuel Rodríguez».')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(headers.ConfirmDelete.args.book!.onConfirmDelete).toHaveBeenCalledTimes(1)
  })

  it('announces a changed default', () => {
    renderStory(headers.DefaultChanged)
    expect(screen.getByRole('status')).toHaveTextContent('Se cambió la opción predeterminada.')
  })
})

describe('InvoiceHeadersView dialog', () => {
  it('names each empty required field of a company header in Spanish', async () => {
    renderStory(headers.RequiredFieldsMissing)
    expect(screen.getByRole('dialog', { name: 'Nuevo encabezado de factura' })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(field('Título de la factura')).toHaveAccessibleDescription('Introduzca el título de la factura'),
    )
    expect(field('Número de identificación fiscal')).toHaveAccessibleDescription(
      'Introduzca el número de identificación fiscal',
    )
    expect(field('Correo de recepción')).toHaveAccessibleDescription('Introduzca su correo electrónico')
  })

  it('gives the title, tax number and email rules their Spanish messages', async () => {
    renderStory(headers.CompanyRulesBroken)
    await vi.waitFor(() =>
      expect(field('Título de la factura')).toHaveAccessibleDescription(
        'El título de la factura debe tener entre 2 y 100 caracteres.',
      ),
    )
    expect(field('Número de identificación fiscal')).toHaveAccessibleDescription(
      'El número de identificación fiscal tiene de 8 a 20 letras o números.',
    )
    expect(field('Correo de recepción')).toHaveAccessibleDescription(EMAIL_INVALID)
  })

  it('gives every VAT field its Spanish message when its rule is broken', async () => {
    renderStory(headers.VatRulesBroken)
    await vi.waitFor(() =>
      expect(field('Dirección registrada')).toHaveAccessibleDescription(
        'La dirección registrada debe tener entre 5 y 200 caracteres.',
      ),
    )
    expect(field('Título de la factura')).toHaveAccessibleDescription(
      'El título de la factura debe tener entre 2 y 100 caracteres.',
    )
    expect(field('Teléfono registrado')).toHaveAccessibleDescription(PHONE_INVALID)
    expect(field('Banco')).toHaveAccessibleDescription('El banco debe tener entre 2 y 100 caracteres.')
    expect(field('Cuenta bancaria')).toHaveAccessibleDescription(
      'La cuenta bancaria tiene de 8 a 30 dígitos.',
    )
    expect(field('Correo de recepción')).toHaveAccessibleDescription(EMAIL_INVALID)
  })

  it('asks for every VAT field when empty, but not for the email of a VAT invoice', async () => {
    renderStory(headers.VatFieldsMissing)
    await vi.waitFor(() =>
      expect(field('Dirección registrada')).toHaveAccessibleDescription(
        'Introduzca la dirección registrada de la empresa',
      ),
    )
    expect(field('Teléfono registrado')).toHaveAccessibleDescription('Introduzca el teléfono móvil')
    expect(field('Banco')).toHaveAccessibleDescription('Introduzca el banco')
    expect(field('Cuenta bancaria')).toHaveAccessibleDescription('Introduzca la cuenta bancaria')
    await userEvent.setup().clear(field('Correo de recepción'))
    expect(field('Correo de recepción')).not.toHaveAttribute('aria-invalid')
  })

  it('shows the VAT fields only for a company VAT invoice, and a personal header is never VAT', async () => {
    const user = userEvent.setup()
    renderStory(headers.AddDialog)
    expect(screen.getByRole('radio', { name: 'Empresa' })).toBeChecked()
    expect(screen.queryByLabelText('Banco')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Factura con IVA' }))
    expect(field('Dirección registrada')).toBeInTheDocument()
    expect(field('Cuenta bancaria')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Personal' }))
    expect(screen.getByRole('radio', { name: 'Factura normal' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Factura con IVA' })).toBeDisabled()
    expect(screen.queryByLabelText('Número de identificación fiscal')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Banco')).not.toBeInTheDocument()
  })

  it('does not save an invalid header and saves a valid one with what was typed', async () => {
    const user = userEvent.setup()
    renderStory(headers.AddDialog)
    const onSave = headers.AddDialog.args.onSave!
    await user.type(field('Título de la factura'), 'Ferretería')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Introduzca el número de identificación fiscal')).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
    await user.type(field('Número de identificación fiscal'), '98765432101')
    await user.type(field('Correo de recepción'), 'pagos@ferreteria.example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Usar como predeterminada' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          titleType: 2,
          invoiceType: 1,
          invoiceTitle: 'Ferretería',
          taxCode: '98765432101',
          receiverEmail: 'pagos@ferreteria.example.com',
          isDefault: true,
        }),
      ),
    )
  })

  it('opens a personal header without tax number and with the VAT invoice disabled', () => {
    renderStory(headers.EditPersonalDialog)
    expect(screen.getByRole('dialog', { name: 'Editar encabezado de factura' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked()
    expect(field('Título de la factura')).toHaveValue('Carlos Manuel Rodríguez')
    expect(screen.queryByLabelText('Número de identificación fiscal')).not.toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Factura con IVA' })).toBeDisabled()
  })

  it('keeps the form read-only while it saves', () => {
    renderStory(headers.Saving)
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    expect(field('Banco')).toHaveAttribute('readonly')
    expect(screen.getByRole('checkbox', { name: 'Usar como predeterminada' })).toBeDisabled()
  })

  it('shows the server’s refusal with every typed value kept, and sends them again', async () => {
    const user = userEvent.setup()
    renderStory(headers.RefusedByTheServer)
    expect(screen.getByRole('alert')).toHaveTextContent('Ya tiene el máximo de 20 registros de este tipo.')
    expect(field('Título de la factura')).toHaveValue('Importadora Caribe S.A.')
    expect(field('Cuenta bancaria')).toHaveValue('0598 1234 5678 9012')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await vi.waitFor(() =>
      expect(headers.RefusedByTheServer.args.onSave).toHaveBeenCalledWith(
        headers.RefusedByTheServer.args.editor!.values,
      ),
    )
  })

  it('cancels with "Cancelar", the × and Escape', async () => {
    const user = userEvent.setup()
    renderStory(headers.EditVatDialog)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    await user.keyboard('{Escape}')
    expect(headers.EditVatDialog.args.onCancel).toHaveBeenCalledTimes(3)
    expect(headers.EditVatDialog.args.onSave).not.toHaveBeenCalled()
  })
})

describe('InvoiceAddressesView', () => {
  it('shows each receiving address with its phone and email, the default marked', () => {
    renderStory(addresses.List)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Direcciones de recepción de facturas' }),
    ).toBeInTheDocument()
    const [accounting, ana] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(within(accounting).getByText('Predeterminada')).toBeInTheDocument()
    expect(within(accounting).getByText('Correo: contabilidad@caribe.example.com')).toBeInTheDocument()
    expect(within(ana).getByText('Teléfono: 47891234')).toBeInTheDocument()
    expect(within(ana).getByText('Nave 3, muelle norte, Mariel')).toBeInTheDocument()
    expect(within(ana).queryByText('Predeterminada')).not.toBeInTheDocument()
  })

  it('calls back with the receiving address’s id', async () => {
    const user = userEvent.setup()
    renderStory(addresses.List)
    await user.click(screen.getByRole('button', { name: 'Editar Ana Pérez' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar Departamento de contabilidad' }))
    await user.click(screen.getByRole('button', { name: 'Añadir dirección de factura' }))
    const book = addresses.List.args.book!
    expect(book.onEdit).toHaveBeenCalledWith(32)
    expect(book.onDelete).toHaveBeenCalledWith(31)
    expect(book.onAdd).toHaveBeenCalledTimes(1)
  })

  it('says when there is none and when the list could not be read', () => {
    const { unmount } = renderStory(addresses.Empty)
    expect(screen.getByRole('status')).toHaveTextContent('Aún no tiene direcciones de recepción de facturas.')
    unmount()
    renderStory(addresses.LoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent('Servicio no disponible. Inténtelo más tarde.')
  })

  it('names each empty required field in Spanish', async () => {
    renderStory(addresses.RequiredFieldsMissing)
    await vi.waitFor(() =>
      expect(field('Destinatario')).toHaveAccessibleDescription('Introduzca el nombre del contacto'),
    )
    expect(field('Teléfono')).toHaveAccessibleDescription('Introduzca el teléfono móvil')
    expect(field('Correo de recepción')).toHaveAccessibleDescription('Introduzca su correo electrónico')
    expect(field('Dirección')).toHaveAccessibleDescription('Introduzca la dirección detallada')
  })

  it('gives each broken §5 rule its Spanish message (a 501-character address included)', async () => {
    renderStory(addresses.EveryRuleBroken)
    await vi.waitFor(() =>
      expect(field('Destinatario')).toHaveAccessibleDescription(
        'El contacto debe tener entre 2 y 50 caracteres.',
      ),
    )
    expect(field('Teléfono')).toHaveAccessibleDescription(PHONE_INVALID)
    expect(field('Correo de recepción')).toHaveAccessibleDescription(EMAIL_INVALID)
    expect(field('Dirección')).toHaveAccessibleDescription(
      'La dirección debe tener entre 5 y 500 caracteres.',
    )
  })

  it('saves what was typed', async () => {
    const user = userEvent.setup()
    renderStory(addresses.AddDialog)
    expect(screen.getByRole('dialog', { name: 'Nueva dirección de factura' })).toBeInTheDocument()
    await user.type(field('Destinatario'), 'Tesorería')
    await user.type(field('Teléfono'), '13812345678')
    await user.type(field('Correo de recepción'), 'tesoreria@example.com')
    await user.type(field('Dirección'), 'Calle 10 n.º 5, Miramar')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await vi.waitFor(() =>
      expect(addresses.AddDialog.args.onSave).toHaveBeenCalledWith({
        receiverName: 'Tesorería',
        receiverMobile: '13812345678',
        receiverEmail: 'tesoreria@example.com',
        receiverAddress: 'Calle 10 n.º 5, Miramar',
        isDefault: false,
      }),
    )
  })

  it('keeps what was typed after a refusal of the server', () => {
    renderStory(addresses.RefusedByTheServer)
    expect(screen.getByRole('alert')).toHaveTextContent('Ya tiene el máximo de 20 registros de este tipo.')
    expect(field('Destinatario')).toHaveValue('Ana Pérez')
    expect(field('Correo de recepción')).toHaveValue('ana.perez@example.com')
  })
})
