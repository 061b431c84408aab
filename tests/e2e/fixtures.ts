// Shared Playwright fixtures: every page is checked for console errors and warnings (a warning is a defect
// too: the router's warning about a route without an element went unnoticed, issue 25 item 8) and for
// serious or critical axe violations (colour contrast measured once per look of text in a worker); a fresh mock
// database per test (the mock keeps state in the browser's
// storage).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'

// axe-core as @axe-core/playwright ships it (the same version and rules), run in the page directly: the
// builder re-injects the 500 KB source and walks every frame on each call, about 1.2 s a page on 2 cores
// against 0.5 s for axe.run itself, and the suite checks some 360 pages. The source is injected once per
// document (an in-app navigation keeps it); Runtime.evaluate is not subject to the page's CSP.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/**
 * Attributes that carry content rather than look: two pieces of text that differ only in them (another order
 * number, link or label) are drawn with the same colours on the same backgrounds.
 */
const CONTENT_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'alt',
  'title',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'id',
  'for',
  'name',
  'value',
  'placeholder',
  'datetime',
  'download',
]

interface AxeWindow {
  axe: {
    run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }>
    configure: (spec: { rules: { id: string; selector: string }[] }) => void
  }
}

/** The attribute that marks the text whose contrast a check measures (colour-contrast's selector). */
const CONTRAST_MARK = 'data-axe-contrast'

interface Judgement {
  violations: { id: string; impact?: string | null; help: string; targets: string[] }[]
  /** the looks of the text whose contrast this check measured */
  measured: string[]
}

/**
 * Runs axe in the page: every default rule on the whole document, and colour contrast only on the text whose look
 * is not in `known`. A piece of text's look is what its contrast depends on: its element and each ancestor up to
 * the root, with their tags, classes and attributes other than content ones (inline styles included, as are states
 * such as disabled or aria-selected), their place among odd and even siblings, and whether one has focus or is
 * under the mouse. The words, links and ids are left out.
 */
function judgeInPage({
  known,
  contentAttributes,
  mark: CONTRAST_MARK,
}: {
  known: string[]
  contentAttributes: string[]
  mark: string
}) {
  const content = new Set(contentAttributes)
  const seen = new Set(known)
  const focused = document.activeElement
  const hovered = new Set(document.querySelectorAll(':hover'))
  const ownLook = new Map<Element, string>()
  const lookOf = (element: Element): string => {
    const cached = ownLook.get(element)
    if (cached !== undefined) return cached
    let part = element.tagName
    for (const attribute of Array.from(element.attributes))
      if (!content.has(attribute.name)) part += ` ${attribute.name}=${attribute.value}`
    const siblings = element.parentElement?.children
    if (siblings) {
      const index = Array.prototype.indexOf.call(siblings, element) as number
      part += ` #${index % 2}${index === 0 ? 'f' : ''}${index === siblings.length - 1 ? 'l' : ''}`
    }
    if (element === focused) part += ' #focus'
    if (hovered.has(element)) part += ' #hover'
    const look = (element.parentElement ? lookOf(element.parentElement) + '>' : '') + part
    ownLook.set(element, look)
    return look
  }
  // a short digest of a look (FNV-1a, two 32-bit halves): looks are long, and the worker keeps thousands
  const digest = (text: string): string => {
    let low = 0x811c9dc5
    let high = 0x01000193
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index)
      low = Math.imul(low ^ code, 0x01000193) >>> 0
      high = Math.imul(high ^ code, 0x5bd1e995) >>> 0
    }
    return low.toString(36) + high.toString(36)
  }
  const fresh: Element[] = []
  const measured = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element
    const hasText =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement ||
      Array.from(element.childNodes).some((child) => child.nodeType === 3 && child.nodeValue?.trim())
    if (!hasText) continue
    const look = digest(lookOf(element))
    if (seen.has(look)) continue
    fresh.push(element)
    measured.add(look)
  }
  const { axe } = window as unknown as AxeWindow
  // one run of every default rule, colour contrast limited to the marked text (expectAccessible makes the mark
  // its selector when it injects axe); the marks go when the run ends
  for (const element of fresh) element.setAttribute(CONTRAST_MARK, '')
  return axe
    .run(document, { resultTypes: ['violations'], iframes: false })
    .then((results) => ({
      violations: results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
      measured: [...measured],
    }))
    .finally(() => {
      for (const element of fresh) element.removeAttribute(CONTRAST_MARK)
    })
}

/**
 * Per worker: the looks of text whose colour contrast has been measured and passed. Contrast is four fifths of
 * axe's time (about 1 s of a 1.3 s check on 2 busy cores: axe finds what lies behind every piece of text), and
 * the suite meets the same looks again and again — the header, the footer, a table's cells, a form's labels —
 * while each page as a whole is new. Text of a look measured before is checked by every other rule but its
 * contrast is not measured again; new text, and text in a new state (focused, selected, disabled, another
 * class), is (issue 24, npm test under 15 minutes).
 */
const contrastPassed = new Set<string>()

export async function expectAccessible(page: Page) {
  // a page still loading is not the page to judge: a list dims its old rows while the next ones load (the
  // evaluation tabs), and axe read the dimmed text as too faint. The slower AxeBuilder used to hide this race
  // (CI, stop 31): every check now waits until nothing on the page says it is busy.
  await expect(page.locator('[aria-busy="true"]'), 'the page is still loading').toHaveCount(0)
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE)
    await page.evaluate(
      (mark) =>
        (window as unknown as AxeWindow).axe.configure({
          rules: [{ id: 'color-contrast', selector: `[${mark}]` }],
        }),
      CONTRAST_MARK,
    )
  }
  // every rule axe runs by default, as AxeBuilder does; frames are not entered: the app's only frame is a
  // contract's PDF (/previewFile), which axe cannot read
  const started = Date.now()
  const judgement: Judgement = await page.evaluate(judgeInPage, {
    known: [...contrastPassed],
    contentAttributes: CONTENT_ATTRIBUTES,
    mark: CONTRAST_MARK,
  })
  if (process.env.E2E_AXE_STATS)
    console.log(
      `[axe] ${judgement.measured.length} new looks measured, ${contrastPassed.size} known, ${Date.now() - started} ms`,
    )
  const blocking = judgement.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`),
  ).toEqual([])
  for (const look of judgement.measured) contrastPassed.add(look)
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors and warnings on the page').toEqual([])
  },
})

export { expect }

export const PASSWORD = 'Prueba#2026'
/** The mock backend also accepts this captcha answer so that scripted tests can log in (GLOSSARY.md). */
export const TEST_CAPTCHA = '0000'

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByLabel('Código de verificación').fill(TEST_CAPTCHA)
}

/** Logs in through the real login page; lands on `redirectUrl` (default /index). */
export async function loginThroughPage(page: Page, email: string, redirectUrl?: string) {
  await page.goto(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login')
  await fillLogin(page, email)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
}

/** A page of the app's origin that does not start the app: its storage can be read and written. */
const STORAGE_PAGE = '/mockServiceWorker.js'
/** The mock's database in the browser's storage (mocks/persistence.ts). */
const MOCK_SNAPSHOT_KEY = 'mock-backend/db'

/** The mock collections a login on the home page may change: the session, and the page-view log no screen reads. */
const LOGIN_COPY_CHANGES = ['sessions', 'behaviors']

/** Per worker: each account's storage right after its first login through the page, in a fresh context. */
const loggedInStorage = new Map<string, [string, string][]>()

/**
 * Logs in as `email` and lands on `redirectUrl` (default /index). The first time in a worker, through the real
 * login page (login.spec tests that page itself); after that, a fresh page gets the storage that login left — the
 * app's session and the mock's database, seeded again at this moment — and opens its page as a logged-in reload
 * would. A login through the page costs a start of the app, the captcha and the home page: about a sixth of the
 * suite's time on 2 cores (issue 24, npm test under 15 minutes). A page that has already been used (a visitor's
 * cart, a logout) always logs in through the page.
 */
export async function loginAs(page: Page, email: string, redirectUrl?: string) {
  const stored = loggedInStorage.get(email)
  if (page.url() !== 'about:blank' || !stored) {
    const fresh = page.url() === 'about:blank'
    if (!fresh) return loginThroughPage(page, email, redirectUrl)
    // the copy every later test of this worker starts from is taken on the home page, whatever this test asks
    // for: landing on a product page first left its view in the copy, and every later test of the worker showed
    // it under «Vistos recientemente» (the member home's pixel baseline failed in CI, session 17)
    await loginThroughPage(page, email)
    // the session's start reads the cart after the member: a copy taken before that answer has no cart, and
    // every later test of this worker then starts with "Carrito (0 productos)" (CI, session 16)
    await expect
      .poll(() =>
        page.evaluate(() => 'storeCartGroupList' in JSON.parse(localStorage.getItem('cartListData') ?? '{}')),
      )
      .toBe(true)
    await page.goto(STORAGE_PAGE) // pagehide saves the mock's database (mocks/browser.ts)
    const entries = await page.evaluate(() => Object.entries(localStorage))
    // the copy holds a login and nothing else (no view, no order, no cart change) or later tests inherit it;
    // the page-view log (behaviors) is written by every page and read by no screen
    const copied = entries.find(([key]) => key === MOCK_SNAPSHOT_KEY)?.[1]
    const changed = Object.keys(JSON.parse(copied ?? '{}').changes ?? {})
    expect(changed, 'what the login copy changed').toContain('sessions')
    expect(
      changed.filter((name) => !LOGIN_COPY_CHANGES.includes(name)),
      'what the login copy changed',
    ).toEqual([])
    loggedInStorage.set(email, entries)
    await page.goto(redirectUrl ?? '/index')
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
    return
  }
  await page.goto(STORAGE_PAGE)
  await page.evaluate(
    ({ entries, snapshotKey }) => {
      for (const [key, value] of entries) {
        if (key !== snapshotKey) localStorage.setItem(key, value)
        // the same seed made now, with this login's records laid over it: a fresh database as a new test expects
        else localStorage.setItem(key, JSON.stringify({ ...JSON.parse(value), seededAt: Date.now() }))
      }
    },
    { entries: stored, snapshotKey: MOCK_SNAPSHOT_KEY },
  )
  await page.goto(redirectUrl ?? '/index')
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
}

export interface Fault {
  pathPrefix: string
  kind: 'http500' | 'network' | 'slow' | 'state' | 'sessionInvalid'
  times: number
  msg?: string
}

/** Makes the next matching API requests fail (mock-only endpoint of the control panel). The registry
 * lives in the page: inject after the page has loaded, then trigger the requests in-app. */
export async function injectFault(page: Page, fault: Fault) {
  const state = await page.evaluate(async (body) => {
    const response = await fetch('/v3/mock/front/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { state: number }).state
  }, fault)
  expect(state).toBe(200)
}
