// Placeholder artwork for the mock backend's products, stores and banners: generated SVG, so the mock ships no
// image files and every seed gives a stable, distinct picture that works offline. Product silhouettes are in
// mocks/images/motifs.ts.
import { mulberry32 } from '../lib/random'
import { drawMotif, INK, type Motif, type Rand } from './motifs'

const SVG_NS = 'http://www.w3.org/2000/svg'
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif'

/**
 * Escapes text for element content and attribute values alike, and drops the control characters XML 1.0
 * forbids outright, so that any product name still yields a well-formed document.
 */
export function escapeXml(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue
    if (char === '&') out += '&amp;'
    else if (char === '<') out += '&lt;'
    else if (char === '>') out += '&gt;'
    else if (char === '"') out += '&quot;'
    else if (char === "'") out += '&apos;'
    else out += char
  }
  return out
}

// Truncating before escaping so that an entity is never cut in half.
function shorten(text: string, max: number): string {
  const chars = [...text.trim()]
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

function pick<T>(items: readonly T[], rand: Rand): T {
  const item = items[Math.min(items.length - 1, Math.floor(rand() * items.length))]
  if (item === undefined) throw new RangeError('pick: empty list')
  return item
}

function int(rand: Rand, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1))
}

// Ids are derived from the seed so that several inline SVGs on one page do not share a gradient by accident.
function idFor(prefix: string, seed: number): string {
  return `${prefix}-${(seed >>> 0).toString(36)}`
}

function openSvg(width: number, height: number, title: string): string {
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>`
  )
}

const SOFT_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#fff1e6', '#fde2c4'],
  ['#dfe7fd', '#cddafd'],
  ['#e9f5db', '#cfe1b9'],
  ['#f0efeb', '#dcd6f7'],
  ['#fef9c3', '#fde68a'],
  ['#e0f2fe', '#bae6fd'],
]

const ACCENTS: readonly string[] = [
  '#3d5a80',
  '#e76f51',
  '#2a9d8f',
  '#8d6cab',
  '#f4a261',
  '#457b9d',
  '#6d597a',
  '#bc4749',
]

const BOLD_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#1d3557', '#457b9d'],
  ['#6d597a', '#b56576'],
  ['#264653', '#2a9d8f'],
  ['#9d0208', '#e85d04'],
  ['#3c096c', '#7b2cbf'],
  ['#0b525b', '#56ab91'],
]

function bubbles(rand: Rand, count: number, width: number, height: number, maxRadius: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = int(rand, Math.round(maxRadius / 3), maxRadius)
    out += `<circle cx="${int(rand, 0, width)}" cy="${int(rand, 0, height)}" r="${r}" fill="#ffffff" opacity="0.22"/>`
  }
  return out
}

/**
 * A 400×400 product illustration: the silhouette of its kind of goods (mocks/images/motif-map.ts) in a seeded
 * colour on a seeded gradient, the label below. One goods has one seed, so it looks the same on every screen.
 */
export function productSvg(seed: number, label: string, motif: Motif): string {
  const rand = mulberry32(seed)
  const [from, to] = pick(SOFT_GRADIENTS, rand)
  const accent = pick(ACCENTS, rand)
  const id = idFor('product-bg', seed)
  return (
    openSvg(400, 400, label) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${id})"/>` +
    bubbles(rand, 3, 400, 320, 60) +
    `<ellipse cx="200" cy="330" rx="120" ry="12" fill="#000000" opacity="0.12"/>` +
    drawMotif(motif, accent, rand) +
    `<rect x="0" y="342" width="400" height="58" fill="#ffffff" opacity="0.6"/>` +
    `<text x="200" y="379" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" ` +
    `fill="${INK}">${escapeXml(shorten(label, 28))}</text>` +
    `</svg>`
  )
}

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
  return letters || '?'
}

/** A 160×160 store logo: the initials of the first two words of the name on a seeded circle. */
export function storeLogoSvg(seed: number, name: string): string {
  const rand = mulberry32(seed)
  const colour = pick(ACCENTS, rand)
  const text = initials(name)
  return (
    openSvg(160, 160, name) +
    `<circle cx="80" cy="80" r="76" fill="${colour}"/>` +
    `<circle cx="80" cy="80" r="66" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>` +
    `<text x="80" y="80" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" ` +
    `font-size="${[...text].length > 1 ? 56 : 68}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>` +
    `</svg>`
  )
}

/** A 1200×400 promotional banner: seeded gradient with a title and a subtitle. */
export function bannerSvg(seed: number, title: string, subtitle: string): string {
  const rand = mulberry32(seed)
  const [from, to] = pick(BOLD_GRADIENTS, rand)
  const id = idFor('banner-bg', seed)
  return (
    openSvg(1200, 400, title) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#${id})"/>` +
    `<g transform="translate(700 0)">${bubbles(rand, 5, 500, 400, 140)}</g>` +
    `<rect x="80" y="104" width="72" height="8" rx="4" fill="#ffffff" opacity="0.8"/>` +
    `<text x="80" y="196" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">` +
    `${escapeXml(shorten(title, 32))}</text>` +
    `<text x="80" y="260" font-family="${FONT}" font-size="32" fill="#ffffff" opacity="0.9">` +
    `${escapeXml(shorten(subtitle, 60))}</text>` +
    `</svg>`
  )
}
