// The page's side of the import worker (issue 27 item 3; decision 016): a file over the size limit is refused
// before it is read or a worker started; a worker that does not answer in time is terminated and the import
// refused; a worker that crashes reads as a corrupt file; an answer is passed on and the worker ended.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MATERIAL_IMPORT_MAX_BYTES } from '../../schemas/material-code.schema'
import { readMaterialSheet } from './sheet-worker'

type Behaviour = 'silent' | 'crash' | 'answer'

function fakeWorker(behaviour: Behaviour) {
  const made: FakeWorker[] = []
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null
    onerror: ((event: Event) => void) | null = null
    terminated = false
    constructor() {
      made.push(this)
    }
    postMessage() {
      if (behaviour === 'crash') setTimeout(() => this.onerror?.(new Event('error')), 0)
      if (behaviour === 'answer')
        setTimeout(() => this.onmessage?.({ data: { ok: true, rows: [] } } as unknown as MessageEvent), 0)
    }
    terminate() {
      this.terminated = true
    }
  }
  vi.stubGlobal('Worker', FakeWorker)
  return made
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const file = (bytes: number) => new Blob([new Uint8Array(bytes)])

describe('readMaterialSheet', () => {
  it('refuses a file over the size limit without starting a worker', async () => {
    const made = fakeWorker('answer')
    expect(await readMaterialSheet(file(MATERIAL_IMPORT_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'size',
    })
    expect(made).toHaveLength(0)
  })

  it('terminates a worker that runs out of time and refuses the import', async () => {
    const made = fakeWorker('silent')
    expect(await readMaterialSheet(file(10), 30)).toEqual({ ok: false, reason: 'timeout' })
    expect(made).toHaveLength(1)
    expect(made[0]!.terminated).toBe(true)
  })

  it('reads a crashed worker as a corrupt file, and ends a worker that answered', async () => {
    const crashed = fakeWorker('crash')
    expect(await readMaterialSheet(file(10), 1000)).toEqual({ ok: false, reason: 'corrupt' })
    expect(crashed[0]!.terminated).toBe(true)
    const answered = fakeWorker('answer')
    expect(await readMaterialSheet(file(10), 1000)).toEqual({ ok: true, rows: [] })
    expect(answered[0]!.terminated).toBe(true)
  })
})
