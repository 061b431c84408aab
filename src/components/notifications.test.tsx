// The toast channel of SPEC.md §8 with a next step (issue 15 item 12): a polite status with a link that
// navigates through the router, stays while the buyer points at it, and never stacks the same news twice.
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { LINK_TOAST_DURATION_MS, notify } from '../lib/notify'
import { Notifications } from './notifications'

const CART_LINK = { to: '/cart/index', label: { id: 'common.viewCart' } } as const
const added = () =>
  notify.toast('success', { text: 'Producto añadido al carrito.' }, LINK_TOAST_DURATION_MS, CART_LINK)

afterEach(() => {
  vi.useRealTimers()
  act(() => notify.reset())
})

describe('Notifications', () => {
  it('shows a toast with its link as a polite status, and the link navigates in the app', async () => {
    const navigate = vi.fn()
    // renderWithProviders brings its own Notifications without navigation; this one gets it
    renderWithProviders(<Notifications navigate={navigate} />)
    act(() => void added())
    const regions = screen.getAllByRole('region', { name: 'Notificaciones' })
    const status = within(regions[0]!).getByRole('status')
    expect(status).toHaveTextContent('Producto añadido al carrito.')
    await userEvent.click(within(status).getByRole('link', { name: 'Ver carrito' }))
    expect(navigate).toHaveBeenCalledWith('/cart/index')
    expect(notify.getSnapshot().toasts).toEqual([])
  })

  it('replaces the same news instead of stacking it', () => {
    act(() => {
      added()
      added()
      notify.toast(
        'success',
        { text: 'Producto añadido al carrito. Inicie sesión para realizar el pedido.' },
        LINK_TOAST_DURATION_MS,
        CART_LINK,
      )
    })
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toEqual([
      { text: 'Producto añadido al carrito.' },
      { text: 'Producto añadido al carrito. Inicie sesión para realizar el pedido.' },
    ])
  })

  it('waits while pointed at, then goes after its time', () => {
    vi.useFakeTimers()
    renderWithProviders(<p>página</p>)
    act(() => void added())
    const status = screen.getByRole('status')
    fireEvent.mouseEnter(status)
    act(() => vi.advanceTimersByTime(LINK_TOAST_DURATION_MS * 2))
    expect(screen.getByRole('status')).toBeInTheDocument()
    fireEvent.mouseLeave(status)
    act(() => vi.advanceTimersByTime(LINK_TOAST_DURATION_MS))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
