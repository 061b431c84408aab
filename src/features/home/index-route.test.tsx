import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import type { LinkItem } from '../../api/content'
import { session } from '../../api/session'
import { BANNER_INTERVAL_MS, BannerCarousel } from './banner-carousel'
import { indexLoader } from './index-loader'
import { IndexRoute } from './index-route'

function renderHome() {
  const router = createMemoryRouter(
    [{ path: '/index', Component: IndexRoute, loader: indexLoader, HydrateFallback: () => null }],
    { initialEntries: ['/index'] },
  )
  renderWithProviders(<RouterProvider router={router} />)
}

const slides: LinkItem[] = [
  { link_type: 'topic', link_value: '1', info: { decoId: 1 }, title: 'Temporada de energía solar' },
  { link_type: 'goods', link_value: '5', info: { defaultProductId: 9 }, title: 'Panel solar 550 W' },
  { link_type: 'url', link_value: 'javascript:alert(1)', info: {}, title: 'Sin enlace' },
]

const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden)

describe('home', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('renders the banners, the five advantages, one floor per category, recommendations, stores and news', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    const carousel = screen.getByRole('region', { name: 'Destacados' })
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5)
    expect(within(carousel).getByRole('link', { name: /Temporada de energía solar/ })).toHaveAttribute(
      'href',
      '/topic?topicId=1',
    )
    const advantages = screen.getByRole('region', { name: 'Por qué comprar con nosotros' })
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(5)
    expect(within(advantages).getByText(/de 3 a 5 días frente a los 25 a 30 días/)).toBeInTheDocument()
    const floor = screen.getByRole('region', { name: 'Materiales de construcción' })
    expect(within(floor).getByRole('link', { name: 'Materiales de construcción' })).toHaveAttribute(
      'href',
      '/goods/list?categoryId=1&g=1&pid=0',
    )
    expect(within(floor).getAllByRole('article')).toHaveLength(8)
    // visitors see no price (SPEC.md §6)
    expect(within(floor).getAllByText('Inicie sesión para ver el precio')).toHaveLength(8)
    expect(screen.getByRole('heading', { name: 'Recomendados para usted' })).toBeInTheDocument()
    const stores = screen.getByRole('region', { name: 'Tiendas destacadas' })
    for (const link of within(stores).getAllByRole('link')) expect(link).toHaveAttribute('target', '_blank')
    const news = screen.getByRole('region', { name: 'Noticias del sector' })
    expect(within(news).getAllByRole('heading', { level: 3 })).toHaveLength(6)
  })

  it('shows prices to a logged-in member', async () => {
    session.setMemberInfo({ memberId: 1, memberName: 'comprador', memberEmail: 'c@e.co', memberType: 3 })
    renderHome()
    const floor = await screen.findByRole('region', { name: 'Materiales de construcción' })
    expect(within(floor).queryByText('Inicie sesión para ver el precio')).not.toBeInTheDocument()
    expect(within(floor).getAllByText(/^Desde US\$ /)).toHaveLength(8)
  })
})

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  function renderCarousel(props: { initiallyPaused?: boolean } = {}) {
    const router = createMemoryRouter([{ path: '/', element: <BannerCarousel items={slides} {...props} /> }])
    renderWithProviders(<RouterProvider router={router} />)
  }

  it('moves with the previous and next buttons and links each slide by its link item', async () => {
    const user = userEvent.setup()
    renderCarousel({ initiallyPaused: true })
    expect(visibleSlide()).toHaveAccessibleName('1 de 3')
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    expect(visibleSlide()).toHaveAccessibleName('2 de 3')
    expect(within(visibleSlide()!).getByRole('link')).toHaveAttribute('target', '_blank')
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    // an unsafe URL leads nowhere: the slide is shown without a link
    expect(within(visibleSlide()!).queryByRole('link')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    expect(visibleSlide()).toHaveAccessibleName('1 de 3')
    await user.click(screen.getByRole('button', { name: 'Diapositiva anterior' }))
    expect(visibleSlide()).toHaveAccessibleName('3 de 3')
  })

  it('advances by itself every 6 seconds until it is paused', () => {
    vi.useFakeTimers()
    renderCarousel()
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1))
    expect(visibleSlide()).toHaveAccessibleName('1 de 3')
    act(() => vi.advanceTimersByTime(1))
    expect(visibleSlide()).toHaveAccessibleName('2 de 3')
    act(() => screen.getByRole('button', { name: 'Pausar el carrusel' }).click())
    expect(screen.getByRole('button', { name: 'Reanudar el carrusel' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3))
    expect(visibleSlide()).toHaveAccessibleName('2 de 3')
  })

  it('never moves by itself when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    vi.useFakeTimers()
    renderCarousel()
    expect(screen.getByRole('button', { name: 'Reanudar el carrusel' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3))
    expect(visibleSlide()).toHaveAccessibleName('1 de 3')
  })
})
