/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker of production builds (src/pwa/sw.ts; issue 26 item 3), loaded by src/main.tsx
// after the first render. A waiting version is announced through installed-app.ts and applied only when the
// buyer chooses "Actualizar".
import { registerSW } from 'virtual:pwa-register'
import { installedApp } from './installed-app'

/** Production builds only: the mock build's scope belongs to MSW's worker. */
export function startInstalledApp(): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    onNeedRefresh() {
      installedApp.updateFound(() => void update(true))
    },
  })
}
