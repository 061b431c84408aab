import { render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { expect, it, vi } from 'vitest'
import { QuietBoundary } from './quiet-boundary'

it('leaves out a piece whose chunk cannot be loaded (offline), and keeps the rest of the page', async () => {
  // React reports the caught error on the console: expected here, and only here
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const Notices = lazy(() => Promise.reject(new Error('Unable to preload CSS for /assets/notices.css')))
  render(
    <main>
      <QuietBoundary>
        <Suspense fallback={null}>
          <Notices />
        </Suspense>
      </QuietBoundary>
      <h1>Producto</h1>
    </main>,
  )
  expect(await screen.findByRole('heading', { name: 'Producto' })).toBeVisible()
  await vi.waitFor(() => expect(reported).toHaveBeenCalled())
  expect(screen.getByRole('main').childElementCount).toBe(1)
})
