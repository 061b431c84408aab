import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { FilePicker } from './file-picker'

const png = (name: string) => new File(['x'], name, { type: 'image/png' })

describe('FilePicker', () => {
  it('is a real file input named by its label and its Spanish button, saying no file is chosen', () => {
    renderWithProviders(
      <FilePicker label="Comprobante" accept="image/png" hint="PNG de hasta 1 MB." onPick={vi.fn()} />,
    )
    const input = screen.getByLabelText('Comprobante')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAccessibleName('Comprobante Elegir archivo')
    expect(input).toHaveAccessibleDescription('Ningún archivo elegido PNG de hasta 1 MB.')
    expect(screen.getByText('Elegir archivo')).toBeVisible()
    expect(screen.queryByText(/Choose File|No file chosen/)).toBeNull()
  })

  it('reports the picked files and shows their names', async () => {
    const onPick = vi.fn()
    const { rerender } = renderWithProviders(
      <FilePicker label="Archivos" accept="image/png" multiple onPick={onPick} />,
    )
    expect(screen.getByText('Elegir archivos')).toBeVisible()
    const files = [png('a.png'), png('b.png')]
    await userEvent.upload(screen.getByLabelText('Archivos'), files)
    expect(onPick).toHaveBeenCalledWith(files)
    rerender(
      <FilePicker label="Archivos" accept="image/png" multiple chosen={['a.png', 'b.png']} onPick={onPick} />,
    )
    expect(screen.getByLabelText('Archivos')).toHaveAccessibleDescription('a.png, b.png')
  })

  it('takes a dropped file, only the first when it picks one', async () => {
    const onPick = vi.fn()
    renderWithProviders(<FilePicker label="Comprobante" accept="image/png" onPick={onPick} />)
    const box = screen.getByLabelText('Comprobante').closest('.kit-file__box')!
    const files = [png('uno.png'), png('dos.png')]
    fireEvent.drop(box, { dataTransfer: { files, types: ['Files'] } })
    // a small image goes as it is (src/lib/lighter-image.ts)
    await waitFor(() => expect(onPick).toHaveBeenCalledWith([files[0]]))
  })

  it('marks a required file with the form field’s asterisk for the eye and the native required for the rest', () => {
    renderWithProviders(<FilePicker label="Licencia" accept="image/png" required onPick={vi.fn()} />)
    const input = screen.getByLabelText(/Licencia/)
    expect(input).toBeRequired()
    expect(input).not.toHaveAttribute('aria-required')
    expect(input).toHaveAccessibleName('Licencia Elegir archivo')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('links the error to the input and marks it invalid', () => {
    renderWithProviders(
      <FilePicker label="Comprobante" accept="image/png" error="El archivo supera 1 MB." onPick={vi.fn()} />,
    )
    const input = screen.getByLabelText('Comprobante')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/El archivo supera 1 MB\./)
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera 1 MB.')
  })

  it('ignores drops while disabled', () => {
    const onPick = vi.fn()
    renderWithProviders(<FilePicker label="Comprobante" accept="image/png" disabled onPick={onPick} />)
    const input = screen.getByLabelText('Comprobante')
    expect(input).toBeDisabled()
    fireEvent.drop(input.closest('.kit-file__box')!, {
      dataTransfer: { files: [png('a.png')], types: ['Files'] },
    })
    expect(onPick).not.toHaveBeenCalled()
  })
})
