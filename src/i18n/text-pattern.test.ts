// The Spanish text of a message, as a pattern over any values, from the dictionary: production builds have no
// defaultMessage to build it from (session 20: the checkout could not open in a production build).
import { describe, expect, it } from 'vitest'
import { addMessages } from './dictionary'
import { textPatternOf } from './text-pattern'

addMessages({
  'probe.cap': [
    { type: 0, value: 'Los puntos superan el máximo (' },
    { type: 1, value: 'max' },
    { type: 0, value: ') de este pedido.' },
  ],
})

describe('textPatternOf', () => {
  it('matches the text with any value in place of each argument, and escapes the rest', () => {
    const pattern = textPatternOf('probe.cap')!
    expect(pattern.test('Los puntos superan el máximo (1.000) de este pedido.')).toBe(true)
    expect(pattern.test('Los puntos superan el máximo de este pedido.')).toBe(false)
    expect(pattern.test('Los puntos superan el máximo (1.000) de este pedido. Y más')).toBe(false)
  })

  it('is null for an id the dictionary does not have', () => {
    expect(textPatternOf('probe.missing')).toBeNull()
  })
})
