import type { ReactNode } from 'react'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers'
import { router } from './router'

export function App({ devTools }: { devTools?: ReactNode }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {devTools}
    </AppProviders>
  )
}
