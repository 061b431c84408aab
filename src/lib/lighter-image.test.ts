import { describe, expect, it } from 'vitest'
import { PROOF_MAX_BYTES } from '../schemas/payment-rules'
import { LIGHT_ENOUGH_BYTES, LIGHTER_IMAGE_TARGET_BYTES, lighterImage } from './lighter-image'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('photos made lighter before sending (issue 26 item 4)', () => {
  it('aims under the strictest image limit of SPEC.md §5', () => {
    expect(LIGHTER_IMAGE_TARGET_BYTES).toBeLessThan(PROOF_MAX_BYTES)
    expect(LIGHT_ENOUGH_BYTES).toBeLessThan(LIGHTER_IMAGE_TARGET_BYTES)
  })

  it('returns a light file, a heavy file that is not an image, and any file where nothing can draw, as they are', async () => {
    const light = new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'a.png', { type: 'image/png' })
    expect(await lighterImage(light)).toBe(light)
    const pdf = new File([new Uint8Array(LIGHT_ENOUGH_BYTES + 1).fill(0x25)], 'a.pdf', {
      type: 'application/pdf',
    })
    expect(await lighterImage(pdf)).toBe(pdf)
    // jsdom has no createImageBitmap: a heavy PNG goes as it is, for the size check to judge
    const heavy = new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(LIGHT_ENOUGH_BYTES)])], 'b.png', {
      type: 'image/png',
    })
    expect(await lighterImage(heavy)).toBe(heavy)
  })
})
