// Entry point. In mock mode (VITE_MSW=true) the mock backend and its control panel are imported
// dynamically before the first render; in a production build the branch is removed (issue 2).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { inspectRequested, setFlowInspector } from './lib/flow'
import './app/global.css'

async function boot() {
  let devTools: React.ReactNode = null
  // ?inspect connects every flow to the Stately inspector, in dev and mock builds only (issue 6): the branch
  // and the inspector's chunk are absent from a production build (npm run check:bundle)
  if (
    (import.meta.env.DEV || import.meta.env.VITE_MSW === 'true') &&
    inspectRequested(window.location.search)
  ) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    setFlowInspector(createBrowserInspector().inspect)
  }
  if (import.meta.env.VITE_MSW === 'true') {
    // the control panel's chunk loads while the mock seeds (no waterfall, issue 14 item 3)
    const controlPanel = import('../mocks/control-panel/control-panel')
    const { startMockBackend } = await import('../mocks/browser')
    await startMockBackend()
    // the simulated e-payment (TropiPay) page of the mock backend replaces the app on its own address
    if (window.location.pathname === '/mock-pasarela') {
      const { GatewayPage } = await import('../mocks/control-panel/gateway-page')
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <GatewayPage />
        </StrictMode>,
      )
      return
    }
    const { ControlPanel } = await controlPanel
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
