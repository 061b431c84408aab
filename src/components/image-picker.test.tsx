import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { ImagePicker } from './image-picker'

const files = [
  { url: 'data:image/png;base64,AA==', name: 'factura.png' },
  { url: 'data:image/png;base64,AB==', name: 'caja.jpg' },
]

describe('ImagePicker', () => {
  it('shows each chosen image with its own remove button and reports the index removed', async () => {
    const onRemove = vi.fn()
    renderWithProviders(
      <ImagePicker label="Imágenes de prueba" files={files} onAdd={vi.fn()} onRemove={onRemove} />,
    )
    expect(screen.getByRole('img', { name: 'Imagen 1: factura.png' })).toBeInTheDocument()
    expect(screen.getByText('2 de 5 imágenes')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen 2' }))
    expect(onRemove).toHaveBeenCalledWith(1)
  })

  it('reports every picked file, even beyond the maximum, so the caller can refuse them', async () => {
    const onAdd = vi.fn()
    renderWithProviders(
      <ImagePicker label="Imágenes de prueba" files={files} max={2} onAdd={onAdd} onRemove={vi.fn()} />,
    )
    const picked = new File(['x'], 'otra.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Imágenes de prueba'), picked)
    expect(onAdd).toHaveBeenCalledWith([picked])
  })

  it('links the error message to the file field', () => {
    renderWithProviders(
      <ImagePicker
        label="Imágenes de prueba"
        files={[]}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
        error="Puede adjuntar como máximo 5 imágenes."
      />,
    )
    const input = screen.getByLabelText('Imágenes de prueba')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/Puede adjuntar como máximo 5 imágenes\./)
  })
})
