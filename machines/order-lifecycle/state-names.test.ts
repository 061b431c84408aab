// The lifecycles are read only through machines/order-lifecycle (issue 13 item 1): the app and the mock's
// handlers and libraries write no lifecycle state name. They ask the module instead (meta flags, `can`,
// `takesEventType`, `offersEvaluation`…), so a renamed or added state cannot leave a second copy behind.
// Words that are also states of other flows (a payment `cancelled`, a login `rejected`, a batch's logistics
// `preparing`) are allowed only where this list says which other flow they belong to.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lifecycles, stateNames, type LifecycleKind } from './lifecycle'

const ROOT = join(__dirname, '..', '..')
/**
 * Every source folder but machines/ and tests/. Unit and e2e tests are not scanned: they check the states the
 * lifecycles reach, and a test that names a state the machine no longer has fails by itself.
 */
const SCANNED = ['src', 'mocks', 'stories', 'scripts']

const OTHER_FLOWS: Record<string, { names: string[]; why: string }> = {
  'src/api/pay-request.ts': { names: ['cancelled'], why: 'third-party payment request state' },
  'src/api/after-sales.ts': { names: ['afterSales'], why: 'the contract tag named in a comment' },
  'src/features/auth/login-view.tsx': { names: ['rejected'], why: 'login review dialog' },
  'src/features/auth/use-login-flow.ts': { names: ['rejected'], why: 'login review dialog' },
  'src/features/orders/order-action-parts.tsx': { names: ['cancelled'], why: 'order-actions flow outcome' },
  'src/features/orders/order-shipment-parts.tsx': { names: ['preparing'], why: 'batch logistics state' },
  'src/features/content/content-page-keys.ts': { names: ['shipping'], why: 'legal page key' },
  'src/features/pay-request/request-detail-view.tsx': { names: ['cancelled'], why: 'payment request state' },
  'src/features/pay-request/request-list-view.tsx': { names: ['cancelled'], why: 'payment request state' },
  'src/features/pay-request/payer-pay-view.tsx': { names: ['cancelled'], why: 'payment request state' },
  'mocks/lib/supplier-actions.ts': { names: ['preparing'], why: 'batch logistics state' },
  'mocks/lib/order-records.ts': { names: ['cancelled'], why: 'payment and payment request states' },
  'mocks/lib/order-view.ts': { names: ['cancelled'], why: 'payment state' },
  'mocks/lib/order-lifecycle.ts': { names: ['cancelled'], why: 'payment state' },
  'mocks/handlers/pay-request.ts': { names: ['cancelled'], why: 'payment request state' },
  'mocks/handlers/after-sales.ts': { names: ['afterSales'], why: 'the contract tag named in comments' },
  'mocks/fixtures/order-fixtures.ts': { names: ['preparing'], why: 'batch logistics state' },
  'src/api/member-messages.ts': { names: ['afterSales'], why: 'notice type' },
  'mocks/lib/member-messages.ts': { names: ['afterSales'], why: 'notice type' },
  'mocks/lib/notices.ts': { names: ['afterSales', 'cancelled'], why: 'notice type; payment request state' },
  'mocks/lib/contracts.ts': { names: ['cancelled'], why: 'contract state' },
  'src/api/recharge-values.ts': { names: ['cancelled'], why: 'top-up record state' },
  'mocks/lib/recharge-records.ts': { names: ['cancelled'], why: 'top-up record state' },
  'mocks/records/wallet.ts': { names: ['cancelled'], why: 'top-up record state' },
  'stories/wallet/recharge-records-section.stories.tsx': { names: ['cancelled'], why: 'top-up record state' },
  'mocks/records/contracts.ts': { names: ['cancelled'], why: 'contract state' },
  'mocks/records/members.ts': { names: ['afterSales'], why: 'notice type' },
  'mocks/records/orders.ts': { names: ['preparing'], why: 'batch logistics state' },
  'mocks/records/payments.ts': { names: ['cancelled'], why: 'payment and payment request states' },
  'mocks/seed/content.ts': { names: ['shipping'], why: 'legal page key' },
  'stories/auth/login-view.stories.tsx': { names: ['rejected'], why: 'login review dialog' },
  'stories/contracts/fixtures.ts': { names: ['cancelled'], why: 'contract state' },
  'stories/contracts/contract-detail-view.stories.tsx': { names: ['cancelled'], why: 'contract state' },
  'stories/messages/message-list-view.stories.tsx': { names: ['afterSales'], why: 'notice type' },
  'stories/messages/message-settings-view.stories.tsx': { names: ['afterSales'], why: 'notice type' },
  'stories/orders/fixtures.ts': {
    names: ['cancelled', 'preparing'],
    why: 'payment state; batch logistics state',
  },
  'stories/orders/order-list-view.stories.tsx': { names: ['cancelled'], why: 'order-actions flow outcome' },
  'stories/pay-request/payer-pay-view.stories.tsx': { names: ['cancelled'], why: 'payment request state' },
  'stories/pay-request/request-detail-view.stories.tsx': {
    names: ['cancelled'],
    why: 'payment request state',
  },
  'stories/pay-request/request-list-view.stories.tsx': { names: ['cancelled'], why: 'payment request state' },
  'mocks/handlers/contracts.ts': { names: ['cancelled'], why: 'contract state' },
  'mocks/lib/supplier-quotes.ts': { names: ['withdrawn'], why: 'RFQ quote state' },
  'src/features/rfq/supplier-views.tsx': { names: ['withdrawn'], why: 'the supplier’s last quote action' },
  'mocks/lib/inquiries.ts': { names: ['withdrawn'], why: 'RFQ quote state' },
  'mocks/records/inquiries.ts': { names: ['withdrawn'], why: 'RFQ quote state' },
  'mocks/lib/chat-server.ts': { names: ['refused'], why: 'chat message outcome' },
  'mocks/lib/chat-live.ts': { names: ['refused'], why: 'chat message outcome' },
  'mocks/lib/sub-accounts.ts': { names: ['rejected'], why: 'order-approval state' },
  'src/features/identity/member-authen-view.tsx': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
  'mocks/handlers/identity.ts': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
  'mocks/lib/identity.ts': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
  'mocks/records/identity.ts': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
  'mocks/seed/identity.ts': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
  'stories/identity/member-authen-view.stories.tsx': {
    names: ['rejected'],
    why: 'member authentication review state (contract enum, issue 27 item 4)',
  },
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    const source = /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)
    return source && path !== join('src', 'api', 'schema.d.ts') ? [path] : []
  })
}

const names = new Set<string>(
  (Object.keys(lifecycles) as LifecycleKind[]).flatMap((kind) => stateNames(kind)),
)

function literalsIn(text: string): string[] {
  return [...text.matchAll(/(['"`])(\w+)\1/g)].map((match) => match[2]!).filter((word) => names.has(word))
}

describe('lifecycle state names', () => {
  it('are found by the scan (the scan itself works)', () => {
    expect(literalsIn(`if (order.lifecycle.state === 'pendingReceipt') x = "withdrawn"`)).toEqual([
      'pendingReceipt',
      'withdrawn',
    ])
    expect(names.size).toBeGreaterThan(20)
  })

  it('are written nowhere in the app and the mock outside machines/order-lifecycle', () => {
    const found: string[] = []
    for (const file of SCANNED.flatMap(sourceFiles)) {
      const key = relative(ROOT, join(ROOT, file)).split('\\').join('/')
      const allowed = OTHER_FLOWS[key]?.names ?? []
      for (const word of literalsIn(readFileSync(join(ROOT, file), 'utf8'))) {
        if (!allowed.includes(word)) found.push(`${key}: '${word}'`)
      }
    }
    expect(found).toEqual([])
  })

  it('lists no exception that is no longer needed', () => {
    const stale = Object.entries(OTHER_FLOWS).flatMap(([file, { names: allowed }]) => {
      const words = new Set(literalsIn(readFileSync(join(ROOT, file), 'utf8')))
      return allowed.filter((word) => !words.has(word)).map((word) => `${file}: '${word}'`)
    })
    expect(stale).toEqual([])
  })
})
