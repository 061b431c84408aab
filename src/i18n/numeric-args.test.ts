// Guard of issue 24 item 6: a message argument that receives a number is written `{x, number}` (grouped by
// group-numbers.ts: "5.000"), never plainly `{x}`, which react-intl prints as "5000". The finder reads every call
// with TypeScript's checker (scripts/numeric-message-args.ts). Numbers that are not quantities — years, codes,
// ids, ranks written as ordinals — are passed as strings by their callers, so they never reach this list.
import { describe, expect, it } from 'vitest'
import { messageArguments } from '../../scripts/numeric-message-args'
import panel from '../../mocks/control-panel/es.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }

const dictionary = es as Record<string, string>

describe('numeric message arguments', () => {
  it('are written {x, number} in the dictionary, so 5000 prints "5.000"; formatted text never meets one', () => {
    const all = messageArguments(process.cwd())
    const found = all.filter(({ kind }) => kind === 'number')
    expect(found.length).toBeGreaterThan(20)
    // a string given to {x, number} is parsed: "5.000" (formatCount) would print 5
    const parsed = all
      .filter(({ kind }) => kind === 'string')
      .filter(({ id, argument }) => new RegExp(`\\{${argument}, ?number`).test(dictionary[id] ?? ''))
      .map(({ id, argument, file, line }) => `${id} {${argument}, number} given text (${file}:${line})`)
    expect([...new Set(parsed)]).toEqual([])
    const plain = found
      .filter(({ id, argument }) => new RegExp(`\\{${argument}\\}`).test(dictionary[id] ?? ''))
      .map(({ id, argument, file, line }) => `${id} {${argument}} (${file}:${line})`)
    expect([...new Set(plain)]).toEqual([])
  }, 120_000)

  it('write no number of four digits or more ungrouped in their own text ("entre 1 y 5.000 USD")', () => {
    // a run of digits touching a letter or a hyphen is a code or a date example (MSCU1234567, 2026-03-01)
    const ungrouped = Object.entries({ ...es, ...panel }).filter(([, text]) =>
      /(?<![\p{L}\d-])\d{4,}(?![\p{L}\d-])/u.test(text),
    )
    expect(ungrouped).toEqual([])
  })
})
