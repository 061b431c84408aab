import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSearchWords } from '../api/goods'
import { renderWithProviders } from '../../tests/render'
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function setup(
  loadSuggestions = vi.fn(async (keyword: string) => [`${keyword} uno`, `${keyword} dos`, `${keyword} tres`]),
) {
  const onSearch = vi.fn()
  renderWithProviders(<SearchBox initialKeyword="" onSearch={onSearch} loadSuggestions={loadSuggestions} />)
  return { onSearch, loadSuggestions, input: screen.getByRole('combobox', { name: 'Buscar' }) }
}

describe('SearchBox', () => {
  it('asks for suggestions once, 250 ms after the last keystroke', async () => {
    vi.useFakeTimers()
    const { input, loadSuggestions } = setup()
    fireEvent.change(input, { target: { value: 'ce' } })
    fireEvent.change(input, { target: { value: 'cem' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 10))
    expect(loadSuggestions).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(loadSuggestions).toHaveBeenCalledTimes(1)
    expect(loadSuggestions).toHaveBeenCalledWith('cem')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })

  it('moves through the options with the arrows and searches the active one with Enter', async () => {
    const user = userEvent.setup()
    const { input, onSearch } = setup()
    await user.type(input, 'pan')
    expect(await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeVisible()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = screen.getByRole('option', { name: 'pan dos' })
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', second.id)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('option', { name: 'pan tres' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(onSearch).toHaveBeenCalledWith('pan tres')
    expect(input).toHaveValue('pan tres')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('searches the typed text with Enter or the Buscar button when no option is active', async () => {
    const user = userEvent.setup()
    const { input, onSearch } = setup(vi.fn(async () => []))
    await user.type(input, '  cemento {Enter}')
    expect(onSearch).toHaveBeenLastCalledWith('cemento')
    await user.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(onSearch).toHaveBeenCalledTimes(2)
  })

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup()
    const { input } = setup()
    await user.type(input, 'tubo')
    await screen.findByRole('option', { name: 'tubo uno' })
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('tubo')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('searches a suggestion picked with the mouse', async () => {
    const user = userEvent.setup()
    const { input, onSearch } = setup()
    await user.type(input, 'vid')
    await user.click(await screen.findByRole('option', { name: 'vid dos' }))
    expect(onSearch).toHaveBeenCalledWith('vid dos')
  })

  it('accepts at most 100 characters', async () => {
    const { input } = setup(vi.fn(async () => []))
    expect(input).toHaveAttribute('maxLength', '100')
  })

  it('shows the suggestions of the mock backend for a real keyword', async () => {
    const user = userEvent.setup()
    const { input } = setup(vi.fn((keyword: string) => getSearchWords(keyword)))
    await user.type(input, 'cemento')
    const options = await screen.findAllByRole('option')
    expect(options.length).toBeGreaterThan(0)
    expect(options.length).toBeLessThanOrEqual(10)
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain('cemento')
  })
})
