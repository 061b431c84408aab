// Mis cupones against the mock backend (issue 12 item 6): the real machine, route and view, MSW and the seeded
// receipts of comprador@example.com (unused store and platform coupons, two expired ones).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import { fail } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { couponPageOf, couponTabOf } from '../../schemas/member-coupon.schema'
import { couponUseHref, memberCouponHref } from './coupon-use'
import { MemberCouponsRoute } from './member-coupons-route'

async function signIn(email: string) {
  const captcha = await getCaptcha()
  const tokens = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

function Where() {
  const location = useLocation()
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/member/coupon',
        element: (
          <>
            <MemberCouponsRoute />
            <Where />
          </>
        ),
      },
      { path: '/goods/list', element: <Where /> },
      { path: '/coupon', element: <p>Centro de cupones</p> },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return userEvent.setup()
}

const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent

beforeEach(async () => {
  await resetDatabase()
})

describe('MemberCouponsRoute', () => {
  it('opens the tab of the URL, switches tabs through the URL with their counts, and "Usar" leads to the goods list', async () => {
    await signIn('comprador@example.com')
    const user = renderAt('/member/coupon?tab=3')
    const expired = await screen.findByRole('region', { name: 'Cupones: Caducados' })
    const summer = await within(expired).findByRole('article', { name: 'Liquidación de verano' })
    expect(within(summer).getByText('Caducado')).toBeInTheDocument()
    expect(within(summer).getByText(/Válido en:\s*Plataforma/)).toBeInTheDocument()
    expect(within(summer).getByText(/^En pedidos desde US\$ 250/)).toBeInTheDocument()
    expect(within(expired).queryByRole('link', { name: /^Usar/ })).toBeNull()
    const tabs = screen.getByRole('navigation', { name: 'Estado de los cupones' })
    expect(within(tabs).getByRole('link', { name: 'Caducados' })).toHaveAttribute('aria-current', 'page')
    expect(within(tabs).getByText('2 cupones')).toBeInTheDocument()

    await user.click(within(tabs).getByRole('link', { name: 'Sin usar' }))
    const unused = await screen.findByRole('region', { name: 'Cupones: Sin usar' })
    expect(address()).toBe('/member/coupon?tab=1')
    const cards = await within(unused).findAllByRole('article')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(8)
    const storeCard = cards.find((card) => !within(card).queryByText(/Válido en:\s*Plataforma/))!
    const use = within(storeCard).getByRole('link', { name: /^Usar / })
    expect(use.getAttribute('href')).toMatch(/^\/goods\/list\?storeId=\d+$/)
    await user.click(use)
    await waitFor(() => expect(address()).toMatch(/^\/goods\/list\?storeId=\d+$/))
  })

  it('pages through Sin usar with the URL, and follows back to the page the server answers', async () => {
    await signIn('comprador@example.com')
    // comprador receives every coupon still in its window: more than one page of 8
    const now = clock.now()
    let receiptId = Math.max(...db.couponReceipts.all().map((receipt) => receipt.receiptId))
    for (const coupon of db.coupons.all())
      if (coupon.effectiveStart <= now && now <= coupon.effectiveEnd)
        if (!db.couponReceipts.findFirst((q) => q.where({ couponId: coupon.couponId, memberId: 1 })))
          await db.couponReceipts.create({
            receiptId: ++receiptId,
            couponId: coupon.couponId,
            memberId: 1,
            receivedAt: now,
            usedAt: 0,
          })
    const unused = db.couponReceipts
      .findMany((q) => q.where({ memberId: 1 }))
      .filter((receipt) => {
        const coupon = db.coupons.findFirst((q) => q.where({ couponId: receipt.couponId }))!
        return receipt.usedAt === 0 && now <= coupon.effectiveEnd
      }).length
    const last = Math.ceil(unused / 8)
    expect(last).toBeGreaterThan(1)

    const user = renderAt('/member/coupon?tab=1&page=40')
    await waitFor(() => expect(address()).toBe(`/member/coupon?tab=1&page=${last}`))
    const region = await screen.findByRole('region', { name: 'Cupones: Sin usar' })
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(unused - (last - 1) * 8))
    await user.click(screen.getByRole('button', { name: 'Página 1' }))
    await waitFor(() => expect(address()).toBe('/member/coupon?tab=1'))
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(8))
    const tabs = screen.getByRole('navigation', { name: 'Estado de los cupones' })
    expect(within(tabs).getByText(`${unused} cupones`)).toBeInTheDocument()
  })

  it('shows the server’s refusal with a retry that loads again', async () => {
    await signIn('comprador@example.com')
    let calls = 0
    server.use(
      http.get('/v3/promotion/front/coupon/list', () => {
        calls += 1
        return calls === 1 ? fail('La página de cupones no es válida.') : undefined
      }),
    )
    const user = renderAt('/member/coupon?tab=2')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('La página de cupones no es válida.')
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    await screen.findByRole('region', { name: 'Cupones: Usados' })
    expect(await screen.findByText('Aún no ha usado ningún cupón.')).toBeInTheDocument()
    expect(calls).toBe(2)
  })
})

describe('Mis cupones URL and links', () => {
  it('reads the tab and page of the URL, anything unexpected being the first tab and page 1', () => {
    expect(couponTabOf('2')).toBe(2)
    expect(couponTabOf('3')).toBe(3)
    for (const bad of [null, '', '0', '4', '1.0', ' 2', 'abc', '2e0']) expect(couponTabOf(bad)).toBe(1)
    expect(couponPageOf('7')).toBe(7)
    for (const bad of [null, '0', '-2', '1.5', 'x']) expect(couponPageOf(bad)).toBe(1)
    expect(memberCouponHref(2)).toBe('/member/coupon?tab=2')
    expect(memberCouponHref(1, 3)).toBe('/member/coupon?tab=1&page=3')
  })

  it('leads "Usar" only to internal goods lists built from a numeric store id', () => {
    expect(couponUseHref({ storeId: 7 })).toBe('/goods/list?storeId=7')
    expect(couponUseHref({ storeId: null })).toBe('/goods/list')
    expect(couponUseHref({ storeId: -1 })).toBe('/goods/list')
    expect(couponUseHref({ storeId: 1.5 })).toBe('/goods/list')
  })
})
