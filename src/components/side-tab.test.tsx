import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import {
  BACK_TO_TOP_THRESHOLD_PX,
  COMPACT_WIDTH_PX,
  easeInOutCubic,
  SCROLL_TOP_DURATION_MS,
  SideTab,
  TOOLTIP_DELAY_MS,
} from './side-tab'

const CHAT_APP_URL = 'https://wa.me/5350000000'
const initialWidth = window.innerWidth

function resizeWindowTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y })
    window.dispatchEvent(new Event('scroll'))
  })
}

function renderSideTab(cartCount = 0, chatAppUrl = CHAT_APP_URL, serviceUnread = 0) {
  return renderWithProviders(
    <MemoryRouter>
      <SideTab cartCount={cartCount} chatAppUrl={chatAppUrl} serviceUnread={serviceUnread} />
    </MemoryRouter>,
  )
}

// Restored one by one: vi.restoreAllMocks() would also undo the console.error guard of tests/setup.ts.
const spies: { mockRestore(): void }[] = []

function mockScrollTo() {
  const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  spies.push(spy)
  return spy
}

/** Animation frames run only when the test says so, with the timestamp it gives. */
function controlAnimationFrames() {
  let queue: FrameRequestCallback[] = []
  spies.push(
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      queue.push(callback)
      return queue.length
    }),
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
      queue = []
    }),
  )
  return {
    pending: () => queue.length,
    runFrame(timestamp: number) {
      const callbacks = queue
      queue = []
      act(() => callbacks.forEach((callback) => callback(timestamp)))
    },
  }
}

beforeEach(() => {
  resizeWindowTo(1600)
  scrollWindowTo(0)
})

afterEach(() => {
  vi.useRealTimers()
  for (const spy of spies.splice(0)) spy.mockRestore()
  resizeWindowTo(initialWidth)
  scrollWindowTo(0)
})

describe('SideTab', () => {
  it('exports the SPEC §9 constants', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(300)
    expect(SCROLL_TOP_DURATION_MS).toBe(800)
    expect(COMPACT_WIDTH_PX).toBe(1568)
    expect(TOOLTIP_DELAY_MS).toBe(500)
  })

  it('is a complementary landmark named Accesos rápidos', () => {
    renderSideTab()
    expect(screen.getByRole('complementary', { name: 'Accesos rápidos' })).toBeInTheDocument()
  })

  it('links to help, cart and browsing history inside the app', () => {
    renderSideTab()
    const help = screen.getByRole('link', { name: 'Preguntas frecuentes' })
    const cart = screen.getByRole('link', { name: 'Carrito' })
    const footprint = screen.getByRole('link', { name: 'Historial de navegación' })
    expect(help).toHaveAttribute('href', '/introduce/introduce_question')
    expect(cart).toHaveAttribute('href', '/cart/index')
    expect(footprint).toHaveAttribute('href', '/member/footprint')
    for (const link of [help, cart, footprint]) expect(link).not.toHaveAttribute('target')
  })

  it('opens the chat app and customer service in a new tab and says so', () => {
    renderSideTab()
    const chat = screen.getByRole('link', { name: 'Contactar por chat' })
    const service = screen.getByRole('link', { name: 'Atención al cliente' })
    expect(chat).toHaveAttribute('href', CHAT_APP_URL)
    expect(service).toHaveAttribute('href', '/service?vid=0')
    for (const link of [chat, service]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva')
    }
  })

  it.each(['javascript:alert(1)', ' \tJavaScript:alert(1)', 'data:text/html,x', '//evil.example', ''])(
    'offers no chat-app entry when the server sends %j as its address',
    (chatAppUrl) => {
      renderSideTab(0, chatAppUrl)
      expect(screen.queryByRole('link', { name: /Contactar por chat/ })).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: /Atención al cliente/ })).toBeInTheDocument()
    },
  )

  it('shows the cart count as a badge and describes it on the cart link', () => {
    renderSideTab(3)
    const cart = screen.getByRole('link', { name: 'Carrito' })
    expect(within(cart).getByText('3')).toBeInTheDocument()
    expect(cart).toHaveAccessibleDescription('3 productos en el carrito')
  })

  it('caps the cart badge at 99+', () => {
    renderSideTab(150)
    const cart = screen.getByRole('link', { name: 'Carrito' })
    expect(within(cart).getByText('99+')).toBeInTheDocument()
    expect(cart).toHaveAccessibleDescription('150 productos en el carrito')
  })

  it('shows no badge for an empty cart', () => {
    renderSideTab(0)
    const cart = screen.getByRole('link', { name: 'Carrito' })
    expect(within(cart).queryByText('0')).not.toBeInTheDocument()
    expect(cart).not.toHaveAttribute('aria-describedby')
  })

  it('shows unread chat messages as a badge on customer service, capped at 99+ (issue 29 item 1)', () => {
    renderSideTab(0, CHAT_APP_URL, 120)
    const service = screen.getByRole('link', { name: 'Atención al cliente' })
    expect(within(service).getByText('99+')).toBeInTheDocument()
    expect(service).toHaveAccessibleDescription('Se abre en una pestaña nueva 120 mensajes de chat sin leer')
  })

  it('shows no chat badge when every message is read', () => {
    renderSideTab(0, CHAT_APP_URL, 0)
    const service = screen.getByRole('link', { name: 'Atención al cliente' })
    expect(within(service).queryByText('0')).not.toBeInTheDocument()
    expect(service).toHaveAccessibleDescription('Se abre en una pestaña nueva')
  })

  it('hides the back-to-top button until the window has scrolled more than 300 px', () => {
    renderSideTab()
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()
    scrollWindowTo(300)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()
    scrollWindowTo(301)
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument()
    scrollWindowTo(120)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()
  })

  it('scrolls back to the top in 800 ms with eased animation frames', async () => {
    const user = userEvent.setup()
    const frames = controlAnimationFrames()
    const scrollTo = mockScrollTo()
    renderSideTab()
    scrollWindowTo(1000)

    await user.click(screen.getByRole('button', { name: 'Volver arriba' }))
    expect(scrollTo).not.toHaveBeenCalled()

    frames.runFrame(100)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, left: 0, behavior: 'instant' })
    frames.runFrame(100 + SCROLL_TOP_DURATION_MS / 2)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, left: 0, behavior: 'instant' })
    frames.runFrame(100 + SCROLL_TOP_DURATION_MS * 0.75)
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: Math.round(1000 * (1 - easeInOutCubic(0.75))),
      left: 0,
      behavior: 'instant',
    })
    frames.runFrame(100 + SCROLL_TOP_DURATION_MS)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' })
    expect(frames.pending()).toBe(0)
  })

  it('stops the animation when the user scrolls with the wheel', async () => {
    const user = userEvent.setup()
    const frames = controlAnimationFrames()
    const scrollTo = mockScrollTo()
    renderSideTab()
    scrollWindowTo(1000)
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }))
    frames.runFrame(0)
    fireEvent.wheel(window)
    expect(frames.pending()).toBe(0)
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it('jumps to the top at once when the user prefers reduced motion', async () => {
    const user = userEvent.setup()
    const frames = controlAnimationFrames()
    const scrollTo = mockScrollTo()
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })),
    )
    try {
      renderSideTab()
      scrollWindowTo(1000)
      await user.click(screen.getByRole('button', { name: 'Volver arriba' }))
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' })
      expect(frames.pending()).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('eases in and out from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1)
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9)
  })

  it('is compact at 1500 px: labels stay the accessible names but are visually hidden', () => {
    resizeWindowTo(1500)
    renderSideTab()
    expect(screen.getByRole('complementary')).toHaveClass('side-tab--compact')
    expect(screen.getByText('Carrito')).toHaveClass('side-tab__label--hidden')
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument()
  })

  it('shows the full tab with visible labels at 1600 px', () => {
    renderSideTab()
    expect(screen.getByRole('complementary')).not.toHaveClass('side-tab--compact')
    expect(screen.getByText('Carrito')).not.toHaveClass('side-tab__label--hidden')
  })

  it('switches to compact when the window shrinks to 1568 px', () => {
    renderSideTab()
    resizeWindowTo(1568)
    expect(screen.getByRole('complementary')).toHaveClass('side-tab--compact')
  })

  it('shows a tooltip only after hovering for 500 ms in compact mode', () => {
    vi.useFakeTimers()
    resizeWindowTo(1500)
    renderSideTab()
    const help = screen.getByRole('link', { name: 'Preguntas frecuentes' })

    fireEvent.mouseEnter(help)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip).toHaveTextContent('Preguntas frecuentes')
    expect(help).toHaveAttribute('aria-describedby', tooltip.id)

    fireEvent.mouseLeave(help)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(help).not.toHaveAttribute('aria-describedby')
  })

  it('shows a tooltip 500 ms after keyboard focus and hides it on Escape', () => {
    vi.useFakeTimers()
    resizeWindowTo(1500)
    renderSideTab()
    const service = screen.getByRole('link', { name: 'Atención al cliente' })

    act(() => service.focus())
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Atención al cliente')
    expect(service).toHaveAccessibleDescription('Se abre en una pestaña nueva Atención al cliente')

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(service).toHaveFocus()
  })

  it('keeps the tooltip when the hovered entry also receives focus', () => {
    vi.useFakeTimers()
    resizeWindowTo(1500)
    renderSideTab()
    const cart = screen.getByRole('link', { name: 'Carrito' })
    fireEvent.mouseEnter(cart)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    act(() => cart.focus())
    expect(screen.getByRole('tooltip')).toHaveTextContent('Carrito')
  })

  it('leaves a quick pass of the pointer without a tooltip', () => {
    vi.useFakeTimers()
    resizeWindowTo(1500)
    renderSideTab()
    const cart = screen.getByRole('link', { name: 'Carrito' })
    fireEvent.mouseEnter(cart)
    act(() => vi.advanceTimersByTime(300))
    fireEvent.mouseLeave(cart)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('shows no tooltip in the full form, where the labels are visible', () => {
    vi.useFakeTimers()
    renderSideTab()
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Carrito' }))
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
