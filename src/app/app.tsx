import { useEffect, useState, type ReactNode } from 'react'
import { RouterProvider } from 'react-router'
import { cachedAnswers } from '../api/offline'
import { AppProviders } from './providers'
import { createAppRouter } from './router'

export function App({ devTools }: { devTools?: ReactNode }) {
  // Created on first render, not at import: the first navigation's loaders must run after the mock
  // backend (started before render in mock mode) is listening.
  const [router] = useState(createAppRouter)
  // "Precios al …" speaks of the page on screen: a navigation starts its own count, before its loaders ask
  useEffect(() => {
    let loading = false
    return router.subscribe((state) => {
      const now = state.navigation.state === 'loading'
      if (now && !loading) cachedAnswers.pageStarted()
      loading = now
    })
  }, [router])
  return (
    // toasts live outside the router; their links navigate through it (no page reload)
    <AppProviders navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
      {devTools}
    </AppProviders>
  )
}
