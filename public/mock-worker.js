// The mock build's service worker: msw's worker, unchanged (./mockServiceWorker.js, copied by `msw init`), and
// one more message. Activation claims the pages open at that moment, but not a page whose document did not exist
// yet: it was opened while this worker was installing. That page asks for the claim itself, instead of being
// reloaded after it may have been typed into (mocks/lib/worker-control.ts, issue 26 item 2).
/* global importScripts */
importScripts('./mockServiceWorker.js')

self.addEventListener('message', (event) => {
  if (event.data === 'MOCK_CLAIM_PAGE') event.waitUntil(self.clients.claim())
})
