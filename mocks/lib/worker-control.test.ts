// The page waits for msw's worker to claim it instead of being reloaded after it was typed into (issue 26 item 2).
import { describe, expect, it } from 'vitest'
import { takeMockControl, type WorkerContainer, type WorkerRegistration } from './worker-control'

const SCRIPT = 'http://localhost/mockServiceWorker.js'

class FakeWorker {
  state: string
  private listeners: (() => void)[] = []
  constructor(
    readonly scriptURL: string,
    state: string,
  ) {
    this.state = state
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener)
  }
  become(state: string) {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}

class FakeContainer implements WorkerContainer {
  controller: unknown = null
  private listeners: (() => void)[] = []
  constructor(private registrations: WorkerRegistration[]) {}
  getRegistrations() {
    return Promise.resolve(this.registrations)
  }
  addEventListener(_type: 'controllerchange', listener: () => void) {
    this.listeners.push(listener)
  }
  claim() {
    this.controller = {}
    for (const listener of this.listeners) listener()
  }
}

const registration = (parts: Partial<WorkerRegistration>): WorkerRegistration => ({
  installing: null,
  waiting: null,
  active: null,
  ...parts,
})

/** Settles the microtasks and one timer turn; reports whether `promise` has resolved, and to what. */
async function peek<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  let outcome: { done: boolean; value?: T } = { done: false }
  void promise.then((value) => (outcome = { done: true, value }))
  await new Promise((resolve) => setTimeout(resolve, 0))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return outcome
}

describe('takeMockControl', () => {
  it('goes ahead on a page the worker already controls', async () => {
    const container = new FakeContainer([registration({ active: new FakeWorker(SCRIPT, 'activated') })])
    container.controller = {}
    expect(await takeMockControl(container, SCRIPT)).toBe('ready')
  })

  it('goes ahead on a first visit: msw registers its worker, whose activation claims the page', async () => {
    expect(await takeMockControl(new FakeContainer([]), SCRIPT)).toBe('ready')
  })

  it('ignores another worker of the origin', async () => {
    const other = registration({ active: new FakeWorker('http://localhost/sw.js', 'activated') })
    expect(await takeMockControl(new FakeContainer([other]), SCRIPT)).toBe('ready')
  })

  it('waits, without reloading, for a worker still installing when the page opened, until it claims the page', async () => {
    // the CI failure: the previous page registered the worker and was left before it activated
    const installing = new FakeWorker(SCRIPT, 'installing')
    const container = new FakeContainer([registration({ installing })])
    const control = takeMockControl(container, SCRIPT)
    expect((await peek(control)).done).toBe(false)
    installing.become('activating')
    container.claim()
    installing.become('activated')
    expect(await peek(control)).toEqual({ done: true, value: 'ready' })
  })

  it('waits for a waiting worker the same way', async () => {
    const waiting = new FakeWorker(SCRIPT, 'installed')
    const container = new FakeContainer([
      registration({ waiting, active: new FakeWorker(SCRIPT, 'activated') }),
    ])
    const control = takeMockControl(container, SCRIPT)
    expect((await peek(control)).done).toBe(false)
    container.claim()
    expect(await control).toBe('ready')
  })

  it('reloads when the worker it waited for was activated without claiming the page, or became redundant', async () => {
    const activated = new FakeWorker(SCRIPT, 'installing')
    const first = takeMockControl(new FakeContainer([registration({ installing: activated })]), SCRIPT)
    expect((await peek(first)).done).toBe(false)
    activated.become('activated')
    expect(await first).toBe('reload')
    const redundant = new FakeWorker(SCRIPT, 'installing')
    const second = takeMockControl(new FakeContainer([registration({ installing: redundant })]), SCRIPT)
    expect((await peek(second)).done).toBe(false)
    redundant.become('redundant')
    expect(await second).toBe('reload')
  })

  it('reloads a hard-reloaded page: its worker is active, nothing is on its way, and it will never control the page', async () => {
    const container = new FakeContainer([registration({ active: new FakeWorker(SCRIPT, 'activated') })])
    expect(await takeMockControl(container, SCRIPT)).toBe('reload')
  })
})
