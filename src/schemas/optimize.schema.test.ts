// The shared rules of an optimisation proposal (issue 28 item 4): the form's problems by field are the mock's.
import { describe, expect, it } from 'vitest'
import { answerSchema, optimizeImageSchema, optimizeMessages as m, optimizeProblems } from './optimize.schema'

const VALID = { productId: 7, notes: 'Un acabado mate refleja menos.', images: [], alternatives: [8] }

describe('optimizeSchema', () => {
  it('takes notes of 10–500 characters after trimming, up to 5 images and 5 alternatives', () => {
    expect(optimizeProblems(VALID)).toEqual({})
    expect(optimizeProblems({ ...VALID, notes: '   corto    ' })).toEqual({ notes: { id: m.notes.id } })
    expect(optimizeProblems({ ...VALID, notes: 'x'.repeat(501) })).toEqual({ notes: { id: m.notes.id } })
    expect(optimizeProblems({ ...VALID, notes: 'x'.repeat(500) })).toEqual({})
    expect(optimizeProblems({ ...VALID, images: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      images: { id: m.imagesTooMany.id },
    })
    expect(optimizeProblems({ ...VALID, alternatives: [1, 2, 3, 4, 5, 6] })).toEqual({
      alternatives: { id: m.alternatives.id },
    })
  })

  it('refuses the product itself, or one alternative twice', () => {
    expect(optimizeProblems({ ...VALID, alternatives: [7] }).alternatives).toEqual({ id: m.alternatives.id })
    expect(optimizeProblems({ ...VALID, alternatives: [8, 8] }).alternatives).toEqual({
      id: m.alternatives.id,
    })
  })

  it('takes png/jpg images of at most 1 MB', () => {
    expect(optimizeImageSchema.isValidSync({ type: 'image/png', size: 1024 * 1024 })).toBe(true)
    expect(optimizeImageSchema.isValidSync({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe(false)
    expect(optimizeImageSchema.isValidSync({ type: 'application/pdf', size: 10 })).toBe(false)
  })

  it('needs a reason of 2–200 characters to decline, none to accept', () => {
    expect(answerSchema.isValidSync({ decision: 'accept' })).toBe(true)
    expect(answerSchema.isValidSync({ decision: 'decline', reason: ' x ' })).toBe(false)
    expect(answerSchema.isValidSync({ decision: 'decline', reason: 'No lo fabricamos.' })).toBe(true)
  })
})
