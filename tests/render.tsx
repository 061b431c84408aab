// Renders a component inside the app's providers (Spanish dictionary, notifications).
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { AppProviders } from '../src/app/providers'

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>,
    ...options,
  })
}
