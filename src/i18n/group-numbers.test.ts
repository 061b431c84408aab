// Every number the dictionary writes has thousands separators (issue 24 item 6), however the message is built.
// The app formats precompiled messages only (no parser in any build), so the samples are written as the
// compiler's syntax trees: {n, number}, a plural's #, a select, a tag, a skeleton.
import { createIntl, type MessageFormatElement } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { groupNumbers } from './group-numbers'

type Node = Record<string, unknown>
const text = (value: string): Node => ({ type: 0, value })
const number = (value: string, style: unknown = null): Node => ({ type: 2, value, style })
const pound: Node = { type: 7 }
const plural = (value: string, other: Node[], offset = 0): Node => ({
  type: 6,
  value,
  offset,
  pluralType: 'cardinal',
  options: { other: { value: other } },
})
const select = (value: string, a: Node[]): Node => ({
  type: 5,
  value,
  options: { a: { value: a }, other: { value: [] } },
})
const tag = (value: string, children: Node[]): Node => ({ type: 8, value, children })

function format(message: Node[], values: Record<string, unknown>) {
  const messages = groupNumbers({ id: message as unknown as MessageFormatElement[] })
  return createIntl({ locale: 'es', messages }).formatMessage({ id: 'id' }, values as never)
}

describe('groupNumbers', () => {
  it('groups a number argument of four digits, which Spanish data leaves ungrouped', () => {
    expect(format([text('Sus puntos: '), number('points')], { points: 5000 })).toBe('Sus puntos: 5.000')
  })

  it('groups the # of a plural, also inside a select and a tag', () => {
    expect(format([plural('n', [pound, text(' puntos')])], { n: 5000 })).toBe('5.000 puntos')
    expect(format([select('k', [plural('n', [pound, text(' x')])])], { k: 'a', n: 1200 })).toBe('1.200 x')
    expect(format([tag('b', [number('n')])], { n: 1200, b: (chunks: string[]) => chunks.join('') })).toBe(
      '1.200',
    )
  })

  it('keeps the options of a skeleton and adds grouping to them', () => {
    const twoDecimals = { type: 0, tokens: [], parsedOptions: { minimumFractionDigits: 2 } }
    expect(format([number('n', twoDecimals)], { n: 1234.5 })).toBe('1.234,50')
  })

  it('leaves a plural with an offset its own #', () => {
    expect(format([plural('n', [pound, text(' más')], 1)], { n: 5001 })).toBe('5000 más')
  })
})
