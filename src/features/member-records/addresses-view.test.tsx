import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { clearAllMocks } from 'storybook/test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as stories from '../../../stories/member-records/addresses-view.stories'
import { renderWithProviders } from '../../../tests/render'

const {
  List,
  Empty,
  Loading,
  LoadFailed,
  AddDialog,
  EditDialog,
  RequiredFieldsMissing,
  EveryRuleBroken,
  TooShortAndTooLong,
  Saving,
  RefusedByTheServer,
  ConfirmDelete,
  Deleting,
  Saved,
  ActionRefused,
} = composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

const field = (label: string) => screen.getByLabelText(label)

beforeEach(() => {
  clearAllMocks()
})

describe('AddressesView list', () => {
  it('shows each address with its contact, phone and address, and marks only the default one', () => {
    renderStory(List)
    expect(screen.getByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeInTheDocument()
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    const [habana, mariel] = cards as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(habana).getByRole('heading', { name: 'Carlos Manuel Rodríguez' })).toBeInTheDocument()
    expect(within(habana).getByText('Teléfono: 52345678')).toBeInTheDocument()
    expect(within(habana).getByText('Edificio 1052, apartamento 4B, entre J e I, Vedado')).toBeInTheDocument()
    expect(within(habana).getByText('Predeterminada')).toBeInTheDocument()
    expect(within(mariel).queryByText('Predeterminada')).not.toBeInTheDocument()
    expect(screen.getAllByText('Predeterminada')).toHaveLength(1)
    // the default one cannot be made default again
    expect(
      screen.queryByRole('button', { name: 'Establecer Carlos Manuel Rodríguez como predeterminada' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Establecer Ana Pérez como predeterminada' })).toBeEnabled()
  })

  it('calls back with the id of the address whose button is pressed', async () => {
    const user = userEvent.setup()
    renderStory(List)
    const book = List.args.book!
    await user.click(screen.getByRole('button', { name: 'Añadir dirección' }))
    await user.click(screen.getByRole('button', { name: 'Editar Ana Pérez' }))
    await user.click(screen.getByRole('button', { name: 'Establecer Ana Pérez como predeterminada' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar Luis Ortega' }))
    expect(book.onAdd).toHaveBeenCalledTimes(1)
    expect(book.onEdit).toHaveBeenCalledWith(12)
    expect(book.onMakeDefault).toHaveBeenCalledWith(12)
    expect(book.onDelete).toHaveBeenCalledWith(13)
  })

  it('says there is no address yet and still offers to add one', () => {
    renderStory(Empty)
    expect(screen.getByRole('status')).toHaveTextContent('Aún no tiene direcciones de entrega.')
    expect(screen.getByRole('button', { name: 'Añadir dirección' })).toBeEnabled()
  })

  it('shows the loader and does not let an address be added while the list loads', () => {
    renderStory(Loading)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.getByRole('button', { name: 'Añadir dirección' })).toBeDisabled()
  })

  it('says why the list could not be read and retries on "Reintentar"', async () => {
    const user = userEvent.setup()
    renderStory(LoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, la conexión con el servidor es anómala. Vuelva a intentarlo más tarde.',
    )
    expect(screen.getByRole('button', { name: 'Añadir dirección' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(LoadFailed.args.book!.onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the flow’s notices and lets them be dismissed', async () => {
    const user = userEvent.setup()
    renderStory(Saved)
    expect(screen.getByRole('status')).toHaveTextContent('Cambios guardados.')
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(Saved.args.book!.onDismissNotice).toHaveBeenCalledTimes(1)
  })

  it('shows a refused action as an alert with the server’s text', () => {
    renderStory(ActionRefused)
    expect(screen.getByRole('alert')).toHaveTextContent('La dirección no existe.')
  })
})

describe('AddressesView delete confirmation', () => {
  it('names the address and calls back on "Eliminar", "Cancelar" and Escape', async () => {
    const user = userEvent.setup()
    renderStory(ConfirmDelete)
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar este registro?' })
    expect(dialog).toHaveTextContent('Se eliminará «Ana Pérez». Esta acción no se puede deshacer.')
    const book = ConfirmDelete.args.book!
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(book.onConfirmDelete).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await user.keyboard('{Escape}')
    expect(book.onCancelDelete).toHaveBeenCalledTimes(2)
  })

  it('waits while the delete is sent: no second confirm, no cancel', async () => {
    const user = userEvent.setup()
    renderStory(Deleting)
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar este registro?' })
    // aria-disabled, not disabled: the buttons keep the focus inside the dialog while they wait
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' })
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    expect(cancel).toHaveAttribute('aria-disabled', 'true')
    await user.click(confirm)
    await user.click(cancel)
    await user.keyboard('{Escape}')
    expect(Deleting.args.book!.onConfirmDelete).not.toHaveBeenCalled()
    expect(Deleting.args.book!.onCancelDelete).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Editar Ana Pérez' })).toBeDisabled()
  })
})

describe('AddressesView dialog', () => {
  it('names each empty required field in Spanish', async () => {
    renderStory(RequiredFieldsMissing)
    expect(screen.getByRole('dialog', { name: 'Nueva dirección' })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(field('Contacto')).toHaveAccessibleDescription('Introduzca el nombre del contacto'),
    )
    expect(field('Teléfono')).toHaveAccessibleDescription('Introduzca el teléfono móvil')
    expect(field('País')).toHaveAccessibleDescription('Introduzca el país')
    expect(field('Provincia')).toHaveAccessibleDescription('Introduzca la provincia')
    expect(field('Ciudad')).toHaveAccessibleDescription('Introduzca la ciudad')
    expect(field('Dirección detallada')).toHaveAccessibleDescription('Introduzca la dirección detallada')
    // the street is optional
    expect(field('Calle (opcional)')).not.toHaveAttribute('aria-invalid')
  })

  it('gives each broken §5 rule its Spanish message (a 501-character address included)', async () => {
    renderStory(EveryRuleBroken)
    await vi.waitFor(() =>
      expect(field('Contacto')).toHaveAccessibleDescription(
        'El contacto debe tener entre 2 y 50 caracteres.',
      ),
    )
    expect(field('Teléfono')).toHaveAccessibleDescription(
      'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
    )
    expect(field('País')).not.toHaveAttribute('aria-invalid')
    expect(field('Provincia')).toHaveAccessibleDescription('Máximo 50 caracteres')
    expect(field('Ciudad')).toHaveAccessibleDescription('Máximo 50 caracteres')
    expect(field('Calle (opcional)')).toHaveAccessibleDescription('Máximo 100 caracteres')
    expect(field('Dirección detallada')).toHaveValue(EveryRuleBroken.args.editor!.values.detailAddress)
    expect(field('Dirección detallada')).toHaveAccessibleDescription(
      'La dirección debe tener entre 5 y 500 caracteres.',
    )
  })

  it('refuses a contact over 50 characters and an address under 5', async () => {
    renderStory(TooShortAndTooLong)
    await vi.waitFor(() =>
      expect(field('Contacto')).toHaveAccessibleDescription(
        'El contacto debe tener entre 2 y 50 caracteres.',
      ),
    )
    expect(field('Dirección detallada')).toHaveAccessibleDescription(
      'La dirección debe tener entre 5 y 500 caracteres.',
    )
  })

  it('does not save an invalid address: the messages show on "Guardar dirección"', async () => {
    const user = userEvent.setup()
    renderStory(AddDialog)
    await user.type(field('Contacto'), 'A')
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }))
    expect(await screen.findByText('El contacto debe tener entre 2 y 50 caracteres.')).toBeInTheDocument()
    expect(field('Provincia')).toHaveAccessibleDescription('Introduzca la provincia')
    expect(AddDialog.args.onSave).not.toHaveBeenCalled()
  })

  it('saves what was typed, the default tick included', async () => {
    const user = userEvent.setup()
    renderStory(AddDialog)
    expect(field('País')).toHaveValue('Cuba')
    await user.type(field('Contacto'), 'Marta Gómez')
    await user.type(field('Teléfono'), '13912345678')
    await user.type(field('Provincia'), 'Matanzas')
    await user.type(field('Ciudad'), 'Varadero')
    await user.type(field('Dirección detallada'), 'Avenida 1ra n.º 4602')
    await user.click(screen.getByRole('checkbox', { name: 'Usar como dirección predeterminada' }))
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }))
    await vi.waitFor(() =>
      expect(AddDialog.args.onSave).toHaveBeenCalledWith({
        memberName: 'Marta Gómez',
        telMobile: '13912345678',
        country: 'Cuba',
        province: 'Matanzas',
        city: 'Varadero',
        street: '',
        detailAddress: 'Avenida 1ra n.º 4602',
        isDefault: true,
      }),
    )
  })

  it('opens an address of the list with its values and cancels without saving', async () => {
    const user = userEvent.setup()
    renderStory(EditDialog)
    expect(screen.getByRole('dialog', { name: 'Editar dirección' })).toBeInTheDocument()
    expect(field('Contacto')).toHaveValue('Ana Pérez')
    expect(field('Ciudad')).toHaveValue('Mariel')
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(EditDialog.args.onCancel).toHaveBeenCalledTimes(1)
    expect(EditDialog.args.onSave).not.toHaveBeenCalled()
  })

  it('keeps the form read-only and the buttons waiting while it saves', async () => {
    const user = userEvent.setup()
    renderStory(Saving)
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    expect(field('Contacto')).toHaveAttribute('readonly')
    await user.keyboard('{Escape}')
    expect(Saving.args.onCancel).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal above the form with what was typed kept', () => {
    renderStory(RefusedByTheServer)
    expect(screen.getByRole('alert')).toHaveTextContent('Ya tiene el máximo de 20 registros de este tipo.')
    expect(field('Contacto')).toHaveValue('Ana Pérez')
    expect(field('Dirección detallada')).toHaveValue('Nave 3, muelle norte')
  })

  it('keeps every typed value through saving and a refusal, and sends them again', async () => {
    const user = userEvent.setup()
    const { rerender } = renderStory(AddDialog)
    await user.type(field('Contacto'), 'Marta Gómez')
    await user.type(field('Teléfono'), '45612345')
    await user.type(field('Provincia'), 'Matanzas')
    await user.type(field('Ciudad'), 'Cárdenas')
    await user.type(field('Dirección detallada'), 'Calle Real 12')
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }))
    await vi.waitFor(() => expect(AddDialog.args.onSave).toHaveBeenCalledTimes(1))
    const editor = AddDialog.args.editor!
    const at = (saving: boolean, error: { text: string } | null) => (
      <MemoryRouter>
        <AddDialog editor={{ ...editor, saving, error }} />
      </MemoryRouter>
    )
    rerender(at(true, null))
    rerender(at(false, { text: 'El teléfono ya está en uso.' }))
    expect(screen.getByRole('alert')).toHaveTextContent('El teléfono ya está en uso.')
    expect(field('Contacto')).toHaveValue('Marta Gómez')
    expect(field('Teléfono')).toHaveValue('45612345')
    expect(field('Ciudad')).toHaveValue('Cárdenas')
    expect(field('Dirección detallada')).toHaveValue('Calle Real 12')
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }))
    await vi.waitFor(() => expect(AddDialog.args.onSave).toHaveBeenCalledTimes(2))
    expect(AddDialog.args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ memberName: 'Marta Gómez', city: 'Cárdenas' }),
    )
  })
})
