// Entry point. In mock mode (VITE_MSW=true) the mock backend and its control panel are imported
// dynamically before the first render; in a production build the branch is removed (issue 2).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './app/global.css'

async function boot() {
  let devTools: React.ReactNode = null
  if (import.meta.env.VITE_MSW === 'true') {
    const { startMockBackend } = await import('../mocks/browser')
    await startMockBackend()
    const { ControlPanel } = await import('../mocks/control-panel/control-panel')
    devTools = <ControlPanel />
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('root element missing')
  createRoot(container).render(
    <StrictMode>
      <App devTools={devTools} />
    </StrictMode>,
  )
}

void boot()
