import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { FormField } from './form-field'

describe('FormField', () => {
  it('labels its control and describes it by the hint while the value is fine', () => {
    renderWithProviders(
      <FormField label="Importe de recarga" hint="Entre 1 y 5.000 USD.">
        <input name="amount" />
      </FormField>,
    )
    const input = screen.getByLabelText('Importe de recarga')
    expect(input).toHaveAccessibleDescription('Entre 1 y 5.000 USD.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('marks the control invalid and adds the error to its description, after a description of its own', () => {
    renderWithProviders(
      <>
        <p id="own">Sin decimales.</p>
        <FormField label="Importe de recarga" hint="Entre 1 y 5.000 USD." error="Debe ser un número entero.">
          <input name="amount" aria-describedby="own" />
        </FormField>
      </>,
    )
    const input = screen.getByLabelText('Importe de recarga')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Sin decimales. Entre 1 y 5.000 USD. Debe ser un número entero.',
    )
  })

  it('hands the same wiring to a render prop, and says a required field is required', () => {
    renderWithProviders(
      <FormField label="Cantidad" required error="Indique la cantidad.">
        {(control) => <select {...control} />}
      </FormField>,
    )
    const select = screen.getByRole('combobox', { name: 'Cantidad' })
    expect(select).toBeRequired()
    expect(select).toBeInvalid()
    expect(select).toHaveAccessibleDescription('Indique la cantidad.')
  })

  it('keeps the error line in the layout when there is no error, so showing one moves nothing', () => {
    const { container, rerender } = renderWithProviders(
      <FormField label="Cantidad">
        <input />
      </FormField>,
    )
    const line = container.querySelector('.kit-field__error')
    expect(line).toBeEmptyDOMElement()
    rerender(
      <FormField label="Cantidad" error="Indique la cantidad.">
        <input />
      </FormField>,
    )
    expect(container.querySelector('.kit-field__error')).toBe(line)
    expect(line).toHaveTextContent('Indique la cantidad.')
  })
})
