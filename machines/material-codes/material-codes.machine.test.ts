// The material-code import flow, model-based (issue 27 item 3; SPEC.md §5): every edge of the machine's graph is
// walked on a real actor with its actors faked, every state and transition of the definition is reached, and the
// flow's own rules are checked: nothing is sent before the preview is confirmed, only good rows are sent, a file
// with no good row cannot be confirmed, and a failed batch is retried with the same Idempotency-Key.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MaterialCodeInput } from '../../src/api/material-codes'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import type { RowVerdict } from '../../src/schemas/material-code-rules'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import type { ImportReading } from './material-codes.actors'
import {
  canConfirmImport,
  importRefusalOf,
  importStageOf,
  materialCodesMachine,
  refusalMessage,
} from './material-codes.machine'

const row = (line: number, materialCode: string) => ({
  line,
  materialCode,
  productCode: 'PC-1',
  description: '',
})
const GOOD: RowVerdict = { row: row(2, 'MAT-9'), problem: null }
const BAD: RowVerdict = {
  row: row(3, 'MAT-9'),
  problem: {
    kind: 'duplicateInFile',
    id: 'validation.materialCode.duplicateInFile',
    values: { code: 'MAT-9', line: 2 },
  },
}
const FILE = new Blob(['x'])
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output })

const EVENTS: AnyEventObject[] = [
  { type: 'file.picked', file: FILE, name: 'codigos.xls' },
  done('readImport', { ok: true, verdicts: [GOOD, BAD], header: null } satisfies ImportReading),
  done('readImport', { ok: false, reason: 'type' } satisfies ImportReading),
  { type: 'xstate.error.actor.readImport', error: new Error('network') },
  { type: 'import.confirmed' },
  { type: 'import.cancelled' },
  { type: 'import.retried' },
  { type: 'import.reset' },
  done('saveImport', { kind: 'answered', answer: { saved: 1 } }),
  done('saveImport', { kind: 'failed', error: new Error('lost'), definitive: false }),
]
const ACTORS = { actorNames: ['materialCodeList', 'readImport', 'saveImport'] }

describe('material-codes machine, model-based', () => {
  const paths = modelPaths(materialCodesMachine, { events: EVENTS })

  it('reaches every stage of the import from idle', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.value))))
    for (const value of [
      'reading',
      'preview',
      'saving',
      'done',
      { failed: 'refused' },
      { failed: 'unsaved' },
    ])
      expect(reached).toContain(JSON.stringify(value))
  })

  it('every path replays on a real actor, each step landing where the graph says', async () => {
    for (const path of paths) {
      const result = await replayPath(materialCodesMachine, path, ACTORS)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('the paths cover every state node and every transition of the definition', async () => {
    expect(await uncovered(materialCodesMachine, paths, ACTORS)).toEqual({ states: [], transitions: [] })
  })
})

describe('material-codes import rules', () => {
  const list = fromPromise(() => new Promise<never>(() => {}))

  function run(
    reading: ImportReading,
    send: (rows: MaterialCodeInput[], key: string | null) => Promise<{ saved: number }>,
  ) {
    const machine = materialCodesMachine.provide({
      actors: {
        materialCodeList: list as never,
        readImport: fromPromise(() => Promise.resolve(reading)),
        saveImport: createIdempotentSubmit({ id: 'saveImport', send }),
      },
    })
    return createActor(machine, { input: undefined }).start()
  }

  it('sends only the good rows, once, after the preview is confirmed', async () => {
    const sent: MaterialCodeInput[][] = []
    const actor = run({ ok: true, verdicts: [GOOD, BAD], header: null }, (rows) => {
      sent.push(rows)
      return Promise.resolve({ saved: rows.length })
    })
    actor.send({ type: 'file.picked', file: FILE, name: 'codigos.xls' })
    await waitFor(actor, (s) => importStageOf(s) === 'preview')
    expect(sent).toEqual([])
    actor.send({ type: 'import.confirmed' })
    actor.send({ type: 'import.confirmed' })
    await waitFor(actor, (s) => importStageOf(s) === 'done')
    expect(sent).toEqual([[{ materialCode: 'MAT-9', productCode: 'PC-1', description: '' }]])
  })

  it('a file with no good row cannot be confirmed', async () => {
    const actor = run({ ok: true, verdicts: [BAD], header: null }, () => Promise.reject(new Error('never')))
    actor.send({ type: 'file.picked', file: FILE, name: 'codigos.xls' })
    await waitFor(actor, (s) => importStageOf(s) === 'preview')
    expect(canConfirmImport(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'import.confirmed' })
    expect(importStageOf(actor.getSnapshot())).toBe('preview')
  })

  it('a refused file says why in Spanish message ids, and nothing is sent', async () => {
    const actor = run({ ok: false, reason: 'rows', max: 500 }, () => Promise.reject(new Error('never')))
    actor.send({ type: 'file.picked', file: FILE, name: 'grande.xls' })
    await waitFor(actor, (s) => importStageOf(s) === 'failed')
    expect(importRefusalOf(actor.getSnapshot())).toEqual(refusalMessage({ reason: 'rows', max: 500 }))
  })

  it('a lost answer is retried with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = []
    let first = true
    const actor = run({ ok: true, verdicts: [GOOD], header: null }, (_rows, key) => {
      keys.push(key)
      if (first) {
        first = false
        return Promise.reject(new ApiError('network'))
      }
      return Promise.resolve({ saved: 1 })
    })
    actor.send({ type: 'file.picked', file: FILE, name: 'codigos.xls' })
    await waitFor(actor, (s) => importStageOf(s) === 'preview')
    actor.send({ type: 'import.confirmed' })
    await waitFor(actor, (s) => importStageOf(s) === 'failed')
    actor.send({ type: 'import.retried' })
    await waitFor(actor, (s) => importStageOf(s) === 'done')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })
})
