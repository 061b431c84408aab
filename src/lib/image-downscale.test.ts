// Downscaling before an upload (issue 29 item 1): the size maths (long side at most 1 600 px, aspect kept, a
// small picture untouched) and the use of the injected browser tools (decoded once, encoded in its own format
// only when too large, the decoded picture always released).
import { describe, expect, it } from 'vitest'
import type { ImageFileType } from './file-type'
import {
  DOWNSCALE_JPEG_QUALITY,
  DOWNSCALE_MAX_SIDE,
  downscaleImage,
  fitWithin,
  type ImageTools,
  type Size,
} from './image-downscale'

describe('fitWithin', () => {
  it('keeps a picture whose long side is at most 1 600 px', () => {
    expect(DOWNSCALE_MAX_SIDE).toBe(1600)
    expect(fitWithin({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200, scaled: false })
    expect(fitWithin({ width: 40, height: 30 })).toEqual({ width: 40, height: 30, scaled: false })
  })

  it('brings the long side to 1 600 px, landscape or portrait, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200, scaled: true })
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600, scaled: true })
    expect(fitWithin({ width: 5000, height: 5000 })).toEqual({ width: 1600, height: 1600, scaled: true })
    // rounded to whole pixels
    expect(fitWithin({ width: 1601, height: 1001 })).toEqual({ width: 1600, height: 1000, scaled: true })
  })

  it('keeps at least one pixel of a very thin picture, and refuses an empty one', () => {
    expect(fitWithin({ width: 20000, height: 3 })).toEqual({ width: 1600, height: 1, scaled: true })
    expect(() => fitWithin({ width: 0, height: 10 })).toThrow(RangeError)
    expect(() => fitWithin({ width: Number.NaN, height: 10 })).toThrow(RangeError)
  })

  it('takes another limit', () => {
    expect(fitWithin({ width: 1000, height: 500 }, 100)).toEqual({ width: 100, height: 50, scaled: true })
  })
})

/** Tools that "decode" any blob to the given size and record what they encode. */
function fakeTools(size: Size | Error) {
  const encoded: { size: Size; type: ImageFileType; quality: number }[] = []
  let closed = 0
  const tools: ImageTools = {
    async decode() {
      if (size instanceof Error) throw size
      return { ...size, source: {} as CanvasImageSource, close: () => (closed += 1) }
    },
    async encode(_image, target, type, quality) {
      encoded.push({ size: target, type, quality })
      return new Blob([new Uint8Array(10)], { type })
    },
  }
  return { tools, encoded, closed: () => closed }
}

describe('downscaleImage', () => {
  const file = new Blob([new Uint8Array(100)], { type: 'image/jpeg' })

  it('sends a small picture as it is, never encoded again', async () => {
    const fake = fakeTools({ width: 800, height: 600 })
    const result = await downscaleImage(file, 'image/jpeg', fake.tools)
    expect(result).toEqual({ blob: file, width: 800, height: 600, scaled: false })
    expect(fake.encoded).toEqual([])
    expect(fake.closed()).toBe(1)
  })

  it('encodes a large picture again at 1 600 px, in its own format', async () => {
    const jpeg = fakeTools({ width: 4000, height: 3000 })
    const result = await downscaleImage(file, 'image/jpeg', jpeg.tools)
    expect(result).toMatchObject({ width: 1600, height: 1200, scaled: true })
    expect(result.blob).not.toBe(file)
    expect(jpeg.encoded).toEqual([
      {
        size: { width: 1600, height: 1200, scaled: true },
        type: 'image/jpeg',
        quality: DOWNSCALE_JPEG_QUALITY,
      },
    ])
    const png = fakeTools({ width: 2000, height: 4000 })
    await downscaleImage(file, 'image/png', png.tools)
    expect(png.encoded[0]).toMatchObject({ size: { width: 800, height: 1600 }, type: 'image/png' })
    expect(png.closed()).toBe(1)
  })

  it('rejects a file the browser cannot decode', async () => {
    const broken = fakeTools(new Error('The source image could not be decoded.'))
    await expect(downscaleImage(file, 'image/png', broken.tools)).rejects.toThrow('could not be decoded')
    expect(broken.encoded).toEqual([])
  })
})
