// A result that replaces a form is brought into view and focused, once, when it appears.
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ResultHeading } from './result-heading'

function FormThenResult() {
  const [done, setDone] = useState(false)
  return done ? (
    <ResultHeading>Cuenta creada</ResultHeading>
  ) : (
    <button type="button" onClick={() => setDone(true)}>
      Crear cuenta
    </button>
  )
}

describe('ResultHeading', () => {
  it('scrolls the result into view and focuses its heading when it replaces the form', async () => {
    const scrolled = vi.fn()
    HTMLElement.prototype.scrollIntoView = scrolled
    render(<FormThenResult />)
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    const heading = screen.getByRole('heading', { level: 1, name: 'Cuenta creada' })
    expect(heading).toHaveFocus()
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
  })
})
