import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { ConfirmDialog } from './confirm-dialog'

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  renderWithProviders(
    <ConfirmDialog
      open
      title="¿Eliminar esta dirección?"
      message="La dirección de Mariel dejará de estar disponible."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  )
  return {
    onConfirm,
    onCancel,
    dialog: screen.getByRole('alertdialog', { name: '¿Eliminar esta dirección?' }),
  }
}

describe('ConfirmDialog', () => {
  it('asks in an alert dialog described by its message, with the cancel button focused first', () => {
    const { dialog } = setup()
    expect(dialog).toHaveAccessibleDescription('La dirección de Mariel dejará de estar disponible.')
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  })

  it('reports the confirmation and the cancellation with the screen’s own verb', async () => {
    const { onConfirm, onCancel } = setup({ confirmLabel: 'Eliminar' })
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm } = setup()
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('while busy, ignores both buttons and Escape and says it is working, keeping the focus inside', async () => {
    const { onCancel, onConfirm } = setup({ busy: true })
    const confirm = screen.getByRole('button', { name: 'Procesando…' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await userEvent.keyboard('{Escape}')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement)
  })

  it('while busy, says what the screen gives as its busy label', () => {
    setup({ busy: true, confirmLabel: 'Eliminar', busyLabel: 'Eliminando…' })
    expect(screen.getByRole('button', { name: 'Eliminando…' })).toHaveAttribute('aria-busy', 'true')
  })
})
