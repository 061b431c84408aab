// The mock's images are drawn by hand-written code, so these tests decode them with independent tools
// (node:zlib, a separate CRC) to prove the PNG is valid and that the captcha really shows its code.
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bannerSvg, productSvg, storeLogoSvg } from './art'
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_SCALE,
  CAPTCHA_WIDTH,
  captchaDataUrl,
  captchaLayout,
  randomCaptchaCode,
  renderCaptchaPng,
} from './captcha'
import { mulberry32 } from '../lib/random'
import { FONT_HEIGHT, FONT_WIDTH, GLYPHS } from './font'
import { MOTIFS } from './motifs'
import { bytesToBase64, encodePng } from './png'

// Bit-by-bit, deliberately unlike the table-driven CRC in png.ts, so a shared bug cannot hide.
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function u32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset)
}

interface DecodedPng {
  width: number
  height: number
  chunkTypes: string[]
  /** RGBA, row-major. */
  pixels: Uint8Array
}

function decodePng(png: Uint8Array): DecodedPng {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunkTypes: string[] = []
  const idat: Uint8Array[] = []
  let ihdr: Uint8Array | undefined
  let offset = 8
  while (offset < png.length) {
    const length = u32(png, offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const data = png.subarray(offset + 8, offset + 8 + length)
    expect(u32(png, offset + 8 + length), `CRC of ${type}`).toBe(
      referenceCrc32(png.subarray(offset + 4, offset + 8 + length)),
    )
    chunkTypes.push(type)
    if (type === 'IHDR') ihdr = data
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  expect(offset).toBe(png.length)
  if (!ihdr) throw new Error('no IHDR')
  const width = u32(ihdr, 0)
  const height = u32(ihdr, 4)
  // Bit depth 8, colour type 6 (RGBA), compression 0, filter 0, no interlace.
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0])

  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 4
  expect(raw.length).toBe(height * (stride + 1))
  const pixels = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)], `filter byte of row ${y}`).toBe(0)
    pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride)
  }
  return { width, height, chunkTypes, pixels }
}

// Ink is very dark and the background very light; the translucent noise lines move both towards the middle
// but, by design, never across this line.
const DARK_BELOW = 132

function isDark(image: DecodedPng, x: number, y: number): boolean {
  const i = (y * image.width + x) * 4
  const [r = 0, g = 0, b = 0] = image.pixels.subarray(i, i + 3)
  return 0.299 * r + 0.587 * g + 0.114 * b < DARK_BELOW
}

/**
 * Reads the captcha back out of its pixels, one font cell at a time, and names each glyph it finds ('?' for
 * none). Returns a description of the defect instead when the picture is not clean enough to read.
 */
function readCaptcha(png: Uint8Array, seed: number): string {
  const image = decodePng(png)
  const layout = captchaLayout(seed)
  const inGlyph = new Set<number>()
  let text = ''
  for (const box of layout) {
    const rows: number[] = []
    for (let row = 0; row < FONT_HEIGHT; row++) {
      let bits = 0
      for (let col = 0; col < FONT_WIDTH; col++) {
        let dark = 0
        for (let dy = 0; dy < CAPTCHA_SCALE; dy++) {
          for (let dx = 0; dx < CAPTCHA_SCALE; dx++) {
            const x = box.x + col * CAPTCHA_SCALE + dx
            const y = box.y + row * CAPTCHA_SCALE + dy
            inGlyph.add(y * image.width + x)
            if (isDark(image, x, y)) dark++
          }
        }
        // Every pixel of a font cell must agree: a half-dark cell would mean a smudged or misplaced glyph.
        if (dark === CAPTCHA_SCALE * CAPTCHA_SCALE) bits |= 1 << (FONT_WIDTH - 1 - col)
        else if (dark > 0) return `smudged cell ${col},${row} at ${box.x},${box.y}`
      }
      rows.push(bits)
    }
    const match = Object.entries(GLYPHS).find(([, glyph]) => glyph.every((bits, i) => bits === rows[i]))
    text += match ? match[0] : '?'
  }
  // Nothing outside the glyph cells may look like ink, or the image could show more than its code.
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!inGlyph.has(y * image.width + x) && isDark(image, x, y)) return `stray ink at ${x},${y}`
    }
  }
  return text
}

function tagsBalance(svg: string): boolean {
  const stack: string[] = []
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match
    if (selfClosing) continue
    if (!closing) stack.push(name ?? '')
    else if (stack.pop() !== name) return false
  }
  return stack.length === 0
}

describe('encodePng', () => {
  it('writes a PNG that zlib inflates back to the exact pixels it was given', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256)
    const image = decodePng(encodePng(3, 2, rgba))
    expect(image.width).toBe(3)
    expect(image.height).toBe(2)
    expect(image.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect([...image.pixels]).toEqual([...rgba])
  })

  it('splits image data larger than one stored block across several blocks', () => {
    // 200×100 RGBA plus filter bytes is 80,100 bytes, more than the 65,535 a stored block holds.
    const rgba = Uint8Array.from({ length: 200 * 100 * 4 }, (_, i) => (i * 7 + (i >> 10)) % 256)
    const image = decodePng(encodePng(200, 100, rgba))
    expect(Buffer.from(image.pixels).equals(Buffer.from(rgba))).toBe(true)
  })

  it('rejects pixel data whose length does not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError)
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError)
  })
})

describe('bytesToBase64', () => {
  it('agrees with Node’s base64 for every padding case and for large arrays', () => {
    const rand = mulberry32(7)
    for (const length of [0, 1, 2, 3, 4, 5, 6, 12287, 12288, 12289, 100_000]) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(rand() * 256))
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    }
  })
})

describe('renderCaptchaPng', () => {
  it('draws a 120×44 image whose pixels spell out its own code', () => {
    const png = renderCaptchaPng('K7XQ', 12345)
    const image = decodePng(png)
    expect(image.width).toBe(CAPTCHA_WIDTH)
    expect(image.height).toBe(CAPTCHA_HEIGHT)
    expect(image.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(readCaptcha(png, 12345)).toBe('K7XQ')
  })

  it('draws every letter and digit of the font legibly', () => {
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    for (let i = 0; i < all.length; i += 4) {
      const code = all.slice(i, i + 4)
      expect(readCaptcha(renderCaptchaPng(code, i * 101 + 5), i * 101 + 5)).toBe(code)
    }
  })

  it('keeps the code readable under the noise lines for many random codes and seeds', () => {
    const rand = mulberry32(2024)
    for (let i = 0; i < 60; i++) {
      const code = randomCaptchaCode(rand)
      const seed = Math.floor(rand() * 2 ** 32) - 2 ** 31
      expect(readCaptcha(renderCaptchaPng(code, seed), seed)).toBe(code)
    }
  })

  it('jitters the characters vertically from the seed', () => {
    const tops = new Set<number>()
    for (let seed = 0; seed < 20; seed++) for (const box of captchaLayout(seed)) tops.add(box.y)
    expect(tops.size).toBeGreaterThan(1)
  })

  it('gives byte-identical output for the same code and seed', () => {
    expect(renderCaptchaPng('AB34', 99)).toEqual(renderCaptchaPng('AB34', 99))
    expect(captchaDataUrl('AB34', 99)).toBe(captchaDataUrl('AB34', 99))
  })

  it('gives different output for different codes or seeds', () => {
    const base = Buffer.from(renderCaptchaPng('AB34', 99))
    expect(base.equals(Buffer.from(renderCaptchaPng('AB35', 99)))).toBe(false)
    expect(base.equals(Buffer.from(renderCaptchaPng('AB34', 100)))).toBe(false)
  })

  it('rejects codes of the wrong length or with characters the font cannot draw', () => {
    expect(() => renderCaptchaPng('ABC', 1)).toThrow(RangeError)
    expect(() => renderCaptchaPng('ABCDE', 1)).toThrow(RangeError)
    expect(() => renderCaptchaPng('abcd', 1)).toThrow(RangeError)
    expect(() => renderCaptchaPng('AB-D', 1)).toThrow(RangeError)
  })
})

describe('captchaDataUrl', () => {
  it('is a base64 PNG data URL carrying exactly the rendered bytes', () => {
    const url = captchaDataUrl('W9ZE', 3)
    const prefix = 'data:image/png;base64,'
    expect(url.startsWith(prefix)).toBe(true)
    const bytes = Buffer.from(url.slice(prefix.length), 'base64')
    expect(bytes.equals(Buffer.from(renderCaptchaPng('W9ZE', 3)))).toBe(true)
  })
})

describe('randomCaptchaCode', () => {
  it('yields four characters from the unambiguous alphabet', () => {
    const rand = mulberry32(1)
    for (let i = 0; i < 500; i++) {
      const code = randomCaptchaCode(rand)
      expect(code).toMatch(/^[A-Z2-9]{4}$/)
      expect(code).not.toMatch(/[0O1I]/)
      for (const char of code) expect(CAPTCHA_ALPHABET).toContain(char)
    }
  })

  it('stays inside the alphabet even at the edges of the random range', () => {
    expect(randomCaptchaCode(() => 0)).toBe('AAAA')
    expect(randomCaptchaCode(() => 0.999999999)).toBe('9999')
    expect(randomCaptchaCode(() => 1)).toBe('9999')
  })
})

describe('font', () => {
  it('has a distinct 5×7 glyph for each of A–Z and 0–9', () => {
    const chars = Object.keys(GLYPHS).sort().join('')
    expect(chars).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    const shapes = new Set<string>()
    for (const rows of Object.values(GLYPHS)) {
      expect(rows).toHaveLength(FONT_HEIGHT)
      for (const bits of rows) expect(bits).toBeLessThan(1 << FONT_WIDTH)
      shapes.add(rows.join(','))
    }
    expect(shapes.size).toBe(36)
  })
})

describe('SVG art', () => {
  const tricky = `Tom & Jerry's <"best"> tools`
  const escaped = 'Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; tools'
  const cases: [string, (seed: number) => string, number][] = [
    ['productSvg', (seed) => productSvg(seed, tricky, 'box'), 400],
    ['storeLogoSvg', (seed) => storeLogoSvg(seed, tricky), 160],
    ['bannerSvg', (seed) => bannerSvg(seed, tricky, tricky), 1200],
  ]

  for (const [name, draw, width] of cases) {
    it(`${name} produces self-contained, well-formed SVG with the text escaped`, () => {
      for (let seed = -3; seed < 30; seed++) {
        const svg = draw(seed)
        expect(svg.startsWith('<svg')).toBe(true)
        expect(svg.endsWith('</svg>')).toBe(true)
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"')
        expect(svg).toContain(`width="${width}"`)
        expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/)
        expect(svg).toContain(`<title>${escaped}</title>`)
        expect(svg).not.toContain(tricky)
        expect(svg.toLowerCase()).not.toContain('<script')
        expect(svg).not.toMatch(/href|url\((?!#)|@import|NaN|undefined/)
        expect(tagsBalance(svg)).toBe(true)
      }
    })

    it(`${name} is deterministic for a seed`, () => {
      expect(draw(42)).toBe(draw(42))
    })
  }

  it('escapes the product label, as in a<b', () => {
    expect(productSvg(1, 'a<b', 'box')).toContain('a&lt;b')
    expect(productSvg(1, 'a<b', 'box')).not.toContain('a<b')
  })

  it('shows the label text at the bottom of the product illustration', () => {
    expect(productSvg(5, 'Cemento P-350', 'sack')).toMatch(/<text [^>]*>Cemento P-350<\/text><\/svg>$/)
  })

  it('draws every kind of goods as its own well-formed silhouette', () => {
    const silhouettes = new Set<string>()
    for (const motif of MOTIFS) {
      for (const seed of [1, 2, 99]) {
        const svg = productSvg(seed, 'x', motif)
        expect(tagsBalance(svg), motif).toBe(true)
        expect(svg, motif).not.toMatch(/NaN|undefined|href/)
      }
      // the same seed (background and colour) with another motif must give another picture
      silhouettes.add(productSvg(7, 'x', motif))
    }
    expect(silhouettes.size).toBe(MOTIFS.length)
  })

  it('varies the product picture with the seed', () => {
    const pictures = new Set(Array.from({ length: 30 }, (_, seed) => productSvg(seed, 'x', 'box')))
    expect(pictures.size).toBe(30)
  })

  it('puts the uppercase initials of the first two words on the store logo', () => {
    expect(storeLogoSvg(1, 'mercado central de abasto')).toMatch(/>MC<\/text>/)
    expect(storeLogoSvg(1, '  ñandú   textiles ')).toMatch(/>ÑT<\/text>/)
    expect(storeLogoSvg(1, 'acme')).toMatch(/>A<\/text>/)
    expect(storeLogoSvg(1, '&co <b>')).toMatch(/>&amp;&lt;<\/text>/)
    expect(storeLogoSvg(1, '   ')).toMatch(/>\?<\/text>/)
  })

  it('drops control characters that XML does not allow', () => {
    expect(productSvg(1, 'a\u0001b', 'box')).toContain('<title>ab</title>')
  })
})
