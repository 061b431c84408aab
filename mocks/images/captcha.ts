// Captcha images for the mock backend: SPEC.md says getCaptcha returns a base64 PNG, and the mock has no
// canvas in Node, so it paints the bitmap font into raw pixels itself.
import { FONT_HEIGHT, FONT_WIDTH, glyphRows } from './font'
import { bytesToBase64, encodePng } from './png'
import { mulberry32 } from '../lib/random'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 44
export const CAPTCHA_LENGTH = 4
/** Each font pixel becomes a SCALE×SCALE square. */
export const CAPTCHA_SCALE = 4
/** No 0/O or 1/I, so a user never has to guess which one was meant. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const GLYPH_W = FONT_WIDTH * CAPTCHA_SCALE
const GLYPH_H = FONT_HEIGHT * CAPTCHA_SCALE
const GAP = 8
const LEFT = Math.floor((CAPTCHA_WIDTH - (CAPTCHA_LENGTH * GLYPH_W + (CAPTCHA_LENGTH - 1) * GAP)) / 2)
const BASE_TOP = Math.floor((CAPTCHA_HEIGHT - GLYPH_H) / 2)
const MAX_JITTER = 4

function pick<T>(items: readonly T[], rand: () => number): T {
  const item = items[Math.min(items.length - 1, Math.floor(rand() * items.length))]
  if (item === undefined) throw new RangeError('pick: empty list')
  return item
}

export function randomCaptchaCode(rand: () => number): string {
  let code = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += pick([...CAPTCHA_ALPHABET], rand)
  return code
}

export interface GlyphBox {
  x: number
  y: number
}

/**
 * Top-left corner of each character cell. Exported so tests can read the glyphs back out of the pixels; it
 * draws from its own PRNG stream so the layout does not shift when the decoration changes.
 */
export function captchaLayout(seed: number): GlyphBox[] {
  const rand = mulberry32(seed)
  const boxes: GlyphBox[] = []
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    const jitter = Math.round((rand() * 2 - 1) * MAX_JITTER)
    boxes.push({ x: LEFT + i * (GLYPH_W + GAP), y: BASE_TOP + jitter })
  }
  return boxes
}

type Rgb = readonly [number, number, number]

// Backgrounds stay very light and inks very dark so the glyphs keep contrast under the translucent noise.
const BACKGROUNDS: readonly Rgb[] = [
  [246, 243, 235],
  [238, 244, 250],
  [240, 248, 240],
  [250, 241, 241],
  [244, 240, 250],
]
const INKS: readonly Rgb[] = [
  [28, 42, 92],
  [92, 24, 36],
  [20, 70, 48],
  [60, 30, 90],
  [40, 40, 40],
]
const NOISE: readonly Rgb[] = [
  [120, 130, 160],
  [160, 110, 110],
  [110, 150, 120],
]
// Low enough that even where all the lines cross, ink stays darker than background (the tests rely on it).
const NOISE_ALPHA = 0.35
const NOISE_LINES = 4

function blend(rgba: Uint8Array, x: number, y: number, color: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return
  const i = (y * CAPTCHA_WIDTH + x) * 4
  for (let c = 0; c < 3; c++) {
    rgba[i + c] = Math.round((rgba[i + c] ?? 0) * (1 - alpha) + color[c]! * alpha)
  }
}

// Bresenham keeps lines exactly one pixel thin, which is what keeps the noise from eating the glyphs.
function line(rgba: Uint8Array, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const sx = x0 < x1 ? 1 : -1
  const sy = y0 < y1 ? 1 : -1
  let err = dx + dy
  let x = x0
  let y = y0
  for (;;) {
    blend(rgba, x, y, color, NOISE_ALPHA)
    if (x === x1 && y === y1) return
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      x += sx
    }
    if (e2 <= dx) {
      err += dx
      y += sy
    }
  }
}

/** Draws a CAPTCHA_LENGTH-character code (A–Z, 0–9) as a PNG; the same code and seed give the same bytes. */
export function renderCaptchaPng(code: string, seed: number): Uint8Array {
  const chars = [...code]
  if (chars.length !== CAPTCHA_LENGTH) {
    throw new RangeError(`renderCaptchaPng: code must have ${CAPTCHA_LENGTH} characters`)
  }
  const glyphs = chars.map((char) => {
    const rows = glyphRows(char)
    if (!rows) throw new RangeError(`renderCaptchaPng: unsupported character ${JSON.stringify(char)}`)
    return rows
  })

  // A second stream, seeded apart from the layout's, for colours and noise.
  const rand = mulberry32(seed ^ 0x5bd1e995)
  const background = pick(BACKGROUNDS, rand)
  const rgba = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4)
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    // A faint vertical shade so the image is not a flat fill; at most 10 levels darker at the bottom.
    const shade = Math.round((y / (CAPTCHA_HEIGHT - 1)) * 10)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const i = (y * CAPTCHA_WIDTH + x) * 4
      rgba[i] = background[0] - shade
      rgba[i + 1] = background[1] - shade
      rgba[i + 2] = background[2] - shade
      rgba[i + 3] = 255
    }
  }

  const layout = captchaLayout(seed)
  glyphs.forEach((rows, index) => {
    const box = layout[index]
    if (!box) return
    const ink = pick(INKS, rand)
    rows.forEach((bits, row) => {
      for (let col = 0; col < FONT_WIDTH; col++) {
        if (!(bits & (1 << (FONT_WIDTH - 1 - col)))) continue
        for (let dy = 0; dy < CAPTCHA_SCALE; dy++) {
          for (let dx = 0; dx < CAPTCHA_SCALE; dx++) {
            blend(rgba, box.x + col * CAPTCHA_SCALE + dx, box.y + row * CAPTCHA_SCALE + dy, ink, 1)
          }
        }
      }
    })
  })

  // Lines go over the glyphs (so they cannot simply be masked out) but half-transparent and thin.
  for (let i = 0; i < NOISE_LINES; i++) {
    const y0 = Math.floor(rand() * CAPTCHA_HEIGHT)
    const y1 = Math.floor(rand() * CAPTCHA_HEIGHT)
    line(rgba, 0, y0, CAPTCHA_WIDTH - 1, y1, pick(NOISE, rand))
  }

  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgba)
}

export function captchaDataUrl(code: string, seed: number): string {
  return `data:image/png;base64,${bytesToBase64(renderCaptchaPng(code, seed))}`
}
