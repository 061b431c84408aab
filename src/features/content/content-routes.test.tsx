import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { XSS_PROBE_INFO_ID } from '../../../mocks/seed/content'
import { renderWithProviders } from '../../../tests/render'
import { session } from '../../api/session'
import { loginPrompt } from '../../lib/login-prompt'
import { contentPageLoader } from './content-page-loader'
import { ContentPageRoute } from './content-page-route'
import { couponLoader } from './coupon-loader'
import { CouponRoute } from './coupon-route'
import { faqLoader } from './faq-loader'
import { FaqRoute } from './faq-route'
import { informationDetailLoader, informationHomeLoader, informationListLoader } from './information-loader'
import { InformationDetailRoute, InformationHomeRoute, InformationListRoute } from './information-route'
import { topicLoader } from './topic-loader'
import { TopicRoute } from './topic-route'

const API = 'http://api.test'

const routes: RouteObject[] = [
  { path: '/topic', Component: TopicRoute, loader: topicLoader },
  { path: '/coupon', Component: CouponRoute, loader: couponLoader },
  { path: '/information', Component: InformationHomeRoute, loader: informationHomeLoader },
  { path: '/information/list', Component: InformationListRoute, loader: informationListLoader },
  { path: '/information/detail', Component: InformationDetailRoute, loader: informationDetailLoader },
  { path: '/introduce/introduce_question', Component: FaqRoute, loader: faqLoader },
  ...['/legal/privacy', '/legal/terms', '/agreement', '/article', '/introduce/introduce_guide'].map(
    (path) => ({
      path,
      Component: ContentPageRoute,
      loader: contentPageLoader,
    }),
  ),
].map((route) => ({ ...route, HydrateFallback: () => null }))

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

/** Logs in against the mock backend the way the login flow stores it (tokens + member info). */
async function loginAs(email: string, memberId: number) {
  const captcha = await (await fetch(`${API}/v3/captcha/common/getCaptcha`)).json()
  const body = new URLSearchParams({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.data.key,
    loginType: '1',
  })
  const answer = await (
    await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
  ).json()
  session.setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refreshToken })
  session.setMemberInfo({ memberId, memberName: email.split('@')[0]!, memberEmail: email, memberType: 3 })
  return answer.data.access_token as string
}

const couponCard = (name: string | RegExp) => screen.getAllByRole('article', { name }).at(0)!

describe('topic page', () => {
  it('shows the topic with its banner, description and goods', async () => {
    renderAt('/topic?topicId=1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Temporada de energía solar' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Los más vendidos de la temporada' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0)
  })

  it('shows the server message for an unknown topic', async () => {
    renderAt('/topic?topicId=99')
    expect(await screen.findByRole('alert')).toHaveTextContent('El tema no existe.')
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/index')
  })
})

describe('coupon centre', () => {
  afterEach(() => loginPrompt.close())

  it('asks a visitor to log in when they try to receive a coupon', async () => {
    const user = userEvent.setup()
    renderAt('/coupon')
    await screen.findByRole('heading', { level: 1, name: 'Centro de cupones' })
    const card = couponCard('Bienvenida a la plataforma')
    expect(within(card).getByText(/^Recibidos 1 de 5\.?000$/)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Recibir' }))
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
  })

  it('shows used-up and expired coupons as such', async () => {
    renderAt('/coupon')
    await screen.findByRole('heading', { level: 1, name: 'Centro de cupones' })
    expect(within(couponCard('Edición limitada')).getByRole('button', { name: 'Agotado' })).toBeDisabled()
    // expired coupons come last: on the next page since the seed has more store coupons
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página siguiente' }))
    const expired = await screen.findByRole('article', { name: 'Feria de octubre' })
    expect(within(expired).getByRole('button', { name: 'Caducado' })).toBeDisabled()
  })

  it('lets a member receive a coupon: the button becomes "Recibido" and the count goes up', async () => {
    const user = userEvent.setup()
    await loginAs('comprador@example.com', 1)
    renderAt('/coupon')
    await screen.findByRole('heading', { level: 1, name: 'Centro de cupones' })
    expect(within(couponCard('Temporada solar')).getByRole('button', { name: 'Recibido' })).toBeDisabled()
    const card = couponCard('Bienvenida a la plataforma')
    await user.click(within(card).getByRole('button', { name: 'Recibir' }))
    expect(await within(card).findByRole('button', { name: 'Recibido' })).toBeDisabled()
    expect(within(card).getByText(/^Recibidos 2 de 5\.?000$/)).toBeInTheDocument()
    expect(within(card).getByRole('status')).toHaveTextContent('Cupón recibido.')
    expect(loginPrompt.getSnapshot().open).toBe(false)
  })

  it('shows "Ya ha recibido este cupón." when a member tries again a coupon already received elsewhere', async () => {
    const user = userEvent.setup()
    const token = await loginAs('comprador@example.com', 1)
    renderAt('/coupon')
    await screen.findByRole('heading', { level: 1, name: 'Centro de cupones' })
    const card = couponCard('Reconstrucción')
    // received in another tab after this page was loaded
    await fetch(`${API}/v3/promotion/front/coupon/receiveCoupon`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
      body: 'couponId=3',
    })
    await user.click(within(card).getByRole('button', { name: 'Recibir' }))
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Ya ha recibido este cupón.'),
    )
    expect(await within(card).findByRole('button', { name: 'Recibido' })).toBeDisabled()
  })
})

describe('industry news', () => {
  it('renders the XSS probe of a news item inert', async () => {
    delete (window as { __xss?: unknown }).__xss
    renderAt(`/information/detail?infoId=${XSS_PROBE_INFO_ID}`)
    const article = (await screen.findByRole('heading', { level: 1 })).closest('article')!
    // the body shows once DOMPurify has loaded (src/components/sanitized-html.tsx)
    expect(await within(article).findByText(/inversor híbrido combina paneles/)).toBeInTheDocument()
    expect(article.querySelector('script')).toBeNull()
    expect(article.querySelector('[onerror]')).toBeNull()
    expect(article.innerHTML).not.toContain('__xss')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    const related = screen.getByRole('complementary', { name: 'Noticias relacionadas' })
    expect(within(related).getAllByRole('link')).toHaveLength(3)
  })

  it('shows the server message for an unknown news item', async () => {
    renderAt('/information/detail?infoId=9999')
    expect(await screen.findByRole('alert')).toHaveTextContent('La noticia no existe.')
  })

  it('lands on the categories and the latest news', async () => {
    renderAt('/information?from=main')
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias del sector' })).toBeInTheDocument()
    const categories = screen.getByRole('navigation', { name: 'Categorías de noticias' })
    expect(within(categories).getByRole('link', { name: 'Aduanas' })).toHaveAttribute(
      'href',
      '/information/list?categoryName=Aduanas',
    )
    const latest = screen.getByRole('region', { name: 'Últimas noticias' })
    for (const link of within(latest).getAllByRole('link', { name: /pestaña nueva/ }))
      expect(link).toHaveAttribute('target', '_blank')
  })

  it('filters the list by category and pages through it', async () => {
    const user = userEvent.setup()
    const router = renderAt('/information/list?limit=10')
    expect(await screen.findByText(/^3\d noticias$/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Logística' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias: Logística' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Logística' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'Todas' }))
    await screen.findByRole('heading', { level: 1, name: 'Listado de noticias' })
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    await waitFor(() => expect(router.state.location.search).toContain('page=2'))
  })
})

describe('FAQ', () => {
  it('opens and closes an answer from the keyboard', async () => {
    const user = userEvent.setup()
    renderAt('/introduce/introduce_question')
    const question = await screen.findByRole('button', { name: '¿Cómo creo una cuenta?' })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!
    expect(answer).not.toBeVisible()
    question.focus()
    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()
    // server HTML shows once DOMPurify has loaded (src/components/sanitized-html.tsx)
    await vi.waitFor(() => expect(answer).toHaveTextContent('Su cuenta quedará en revisión'))
    await user.keyboard(' ')
    expect(question).toHaveAttribute('aria-expanded', 'false')
    await user.tab()
    expect(screen.getByRole('button', { name: '¿Cuánto tarda la revisión de mi cuenta?' })).toHaveFocus()
  })

  it('filters the questions by category', async () => {
    const user = userEvent.setup()
    renderAt('/introduce/introduce_question')
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6)
    await user.click(screen.getByRole('button', { name: 'Pagos' }))
    expect(screen.getByRole('button', { name: 'Pagos' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Pagos',
    ])
    await user.click(screen.getByRole('button', { name: 'Desplegar todas' }))
    for (const button of screen.getAllByRole('button', { expanded: true })) expect(button).toBeVisible()
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(4)
  })
})

describe('static pages', () => {
  it('shows a legal page from its route with the platform pages beside it', async () => {
    renderAt('/legal/terms')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/dólares estadounidenses \(USD\)/)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Información de la plataforma' })
    expect(within(nav).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows the user agreement and the privacy policy on /agreement', async () => {
    renderAt('/agreement')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acuerdo de usuario y política de privacidad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Acuerdo de usuario' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: '1. Aceptación' })).toBeInTheDocument()
  })

  it('shows an article by id or by code', async () => {
    renderAt('/article?articleId=4')
    expect(await screen.findByRole('heading', { level: 1, name: 'Guía de compra' })).toBeInTheDocument()
    cleanup()
    renderAt('/article?code=shipping')
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de envíos' })).toBeInTheDocument()
  })

  it('shows the server message for an unknown article', async () => {
    renderAt('/article?code=no_existe')
    expect(await screen.findByRole('alert')).toHaveTextContent('El artículo no existe.')
  })
})
