import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { DEFAULT_PAGE_LIMIT, PAGE_SIZES, Pager, pageButtons } from './pager'

const initialWidth = window.innerWidth

function resizeWindowTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

function numberedButtons() {
  return screen.getAllByRole('button', { name: /^Página \d+$/ })
}

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onChange = vi.fn()
  renderWithProviders(<Pager page={1} limit={20} total={1000} onChange={onChange} {...props} />)
  return { onChange }
}

afterEach(() => {
  resizeWindowTo(initialWidth)
})

describe('pageButtons', () => {
  it('lists every page when they fit in the buttons', () => {
    expect(pageButtons(2, 5, 7)).toEqual([1, 2, 3, 4, 5])
    expect(pageButtons(1, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first pages and a gap before the last page on the first page', () => {
    expect(pageButtons(1, 50, 7)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 50])
    expect(pageButtons(1, 50, 5)).toEqual([1, 2, 3, 4, 'gap', 50])
  })

  it('centres the window on the current page with a gap on each side in the middle', () => {
    expect(pageButtons(25, 50, 7)).toEqual([1, 'gap', 23, 24, 25, 26, 27, 'gap', 50])
    expect(pageButtons(25, 50, 5)).toEqual([1, 'gap', 24, 25, 26, 'gap', 50])
  })

  it('keeps the last pages and a gap after the first page on the last page', () => {
    expect(pageButtons(50, 50, 7)).toEqual([1, 'gap', 45, 46, 47, 48, 49, 50])
    expect(pageButtons(50, 50, 5)).toEqual([1, 'gap', 47, 48, 49, 50])
  })

  it('shows exactly maxButtons page numbers whenever the pages do not fit', () => {
    for (let page = 1; page <= 30; page++) {
      const numbers = pageButtons(page, 30, 7).filter((item) => item !== 'gap')
      expect(numbers).toHaveLength(7)
      expect(numbers).toContain(page)
      expect(numbers[0]).toBe(1)
      expect(numbers.at(-1)).toBe(30)
    }
  })

  it('returns nothing when there are no pages', () => {
    expect(pageButtons(1, 0, 7)).toEqual([])
  })

  it('clamps a page outside the range to the nearest existing page', () => {
    expect(pageButtons(99, 10, 5)).toEqual([1, 'gap', 7, 8, 9, 10])
    expect(pageButtons(-3, 10, 5)).toEqual([1, 2, 3, 4, 'gap', 10])
  })
})

describe('Pager', () => {
  it('exposes the SPEC page sizes and default limit', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50])
    expect(DEFAULT_PAGE_LIMIT).toBe(20)
  })

  it('is a navigation landmark named Paginación that shows the total', () => {
    renderPager({ total: 1234 })
    const nav = screen.getByRole('navigation', { name: 'Paginación' })
    expect(within(nav).getByText('1.234 resultados')).toBeInTheDocument()
  })

  it('shows 5 numbered buttons on a window narrower than 992 px', () => {
    resizeWindowTo(900)
    renderPager({ page: 25 })
    expect(numberedButtons()).toHaveLength(5)
  })

  it('shows 7 numbered buttons on a wide window and follows later resizes', () => {
    resizeWindowTo(1400)
    renderPager({ page: 25 })
    expect(numberedButtons()).toHaveLength(7)
    resizeWindowTo(900)
    expect(numberedButtons()).toHaveLength(5)
  })

  it('keeps the first and last pages reachable and marks the current page', () => {
    resizeWindowTo(1400)
    renderPager({ page: 25 })
    expect(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Página 50' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Página 25' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Página 24' })).not.toHaveAttribute('aria-current')
  })

  it('asks for the next, previous and a chosen page with the current limit', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPager({ page: 25, limit: 30, total: 1500 })
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }))
    expect(onChange).toHaveBeenLastCalledWith(26, 30)
    await user.click(screen.getByRole('button', { name: 'Página anterior' }))
    expect(onChange).toHaveBeenLastCalledWith(24, 30)
    await user.click(screen.getByRole('button', { name: 'Página 50' }))
    expect(onChange).toHaveBeenLastCalledWith(50, 30)
  })

  it('does not ask again for the page already shown', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPager({ page: 3 })
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('disables previous on the first page', () => {
    renderPager({ page: 1, total: 100 })
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled()
  })

  it('disables next on the last page', () => {
    renderPager({ page: 5, total: 100 })
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled()
  })

  it('goes back to page 1 when the page size changes', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPager({ page: 7 })
    const select = screen.getByRole('combobox', { name: 'Por página' })
    expect(select).toHaveValue('20')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '50'])
    await user.selectOptions(select, '50')
    expect(onChange).toHaveBeenLastCalledWith(1, 50)
  })

  it('clamps the page typed in "Ir a la página" to the existing pages', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPager({ page: 25 })
    const input = screen.getByRole('spinbutton', { name: 'Ir a la página' })
    const go = screen.getByRole('button', { name: 'Ir' })

    await user.type(input, '999')
    await user.click(go)
    expect(onChange).toHaveBeenLastCalledWith(50, 20)
    expect(input).toHaveValue(50)

    await user.clear(input)
    await user.type(input, '0')
    await user.click(go)
    expect(onChange).toHaveBeenLastCalledWith(1, 20)

    await user.clear(input)
    await user.type(input, '12{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(12, 20)
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('ignores "Ir" while the page box is empty', async () => {
    const user = userEvent.setup()
    const { onChange } = renderPager({ page: 25 })
    await user.click(screen.getByRole('button', { name: 'Ir' }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('can be used with the keyboard: Tab reaches the buttons and Enter activates them', async () => {
    const user = userEvent.setup()
    resizeWindowTo(1400)
    const { onChange } = renderPager({ page: 25 })
    await user.tab()
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Página 23' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(23, 20)
  })

  it('shows only the total text when there are no results', () => {
    renderPager({ total: 0 })
    const nav = screen.getByRole('navigation', { name: 'Paginación' })
    expect(within(nav).getByText('0 resultados')).toBeInTheDocument()
    expect(within(nav).queryAllByRole('button')).toHaveLength(0)
  })

  it('says resultado in the singular for one result', () => {
    renderPager({ total: 1 })
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
  })
})
