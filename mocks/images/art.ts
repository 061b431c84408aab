// Placeholder artwork for the mock backend's products, stores and banners: generated SVG, so the mock ships no
// image files and every seed gives a stable, distinct picture that works offline.
import { mulberry32 } from './captcha'

type Rand = () => number

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

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

/** Moves `hex` towards `target` by `t` (0..1); used to derive shaded faces from a single accent colour. */
function mix(hex: string, target: string, t: number): string {
  const a = hexToRgb(hex)
  const b = hexToRgb(target)
  const channels = a.map((value, i) => Math.round(value + ((b[i] ?? value) - value) * t))
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`
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

const INK = '#1f2933'

type ShapeDrawer = (accent: string, rand: Rand) => string

const box: ShapeDrawer = (accent) => {
  const top = mix(accent, '#ffffff', 0.35)
  const right = mix(accent, '#000000', 0.25)
  return (
    `<polygon points="200,90 310,145 200,200 90,145" fill="${top}"/>` +
    `<polygon points="90,145 200,200 200,320 90,265" fill="${accent}"/>` +
    `<polygon points="310,145 200,200 200,320 310,265" fill="${right}"/>` +
    `<polygon points="145,117 255,172 255,190 145,135" fill="#ffffff" opacity="0.35"/>` +
    `<polygon points="112,196 172,226 172,256 112,226" fill="#ffffff" opacity="0.7"/>`
  )
}

const bottle: ShapeDrawer = (accent) => {
  const label = mix(accent, '#ffffff', 0.75)
  return (
    `<path d="M150 318V178Q150 142 182 132V100H218V132Q250 142 250 178V318Q250 330 238 330H162Q150 330 150 318Z" ` +
    `fill="${accent}"/>` +
    `<rect x="176" y="70" width="48" height="34" rx="6" fill="${INK}"/>` +
    `<rect x="150" y="200" width="100" height="70" fill="${label}"/>` +
    `<rect x="168" y="222" width="64" height="8" rx="4" fill="${accent}" opacity="0.6"/>` +
    `<rect x="168" y="238" width="44" height="8" rx="4" fill="${accent}" opacity="0.4"/>` +
    `<rect x="162" y="150" width="12" height="160" rx="6" fill="#ffffff" opacity="0.3"/>`
  )
}

const panel: ShapeDrawer = (accent) => {
  const cell = mix(accent, '#ffffff', 0.2)
  let cells = ''
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      cells += `<rect x="${82 + col * 60}" y="${102 + row * 50}" width="56" height="46" fill="${cell}"/>`
    }
  }
  return (
    `<polygon points="170,262 230,262 250,326 150,326" fill="${mix(INK, '#ffffff', 0.35)}"/>` +
    `<rect x="70" y="90" width="260" height="172" rx="8" fill="${INK}"/>` +
    cells +
    `<polygon points="82,102 180,102 82,200" fill="#ffffff" opacity="0.18"/>`
  )
}

const tool: ShapeDrawer = (accent, rand) => {
  const angle = int(rand, -30, -10)
  return (
    `<g transform="rotate(${angle} 200 210)">` +
    `<rect x="186" y="128" width="28" height="196" rx="12" fill="#b07d4f"/>` +
    `<rect x="186" y="250" width="28" height="74" rx="12" fill="${accent}"/>` +
    `<rect x="118" y="92" width="164" height="50" rx="8" fill="${mix(INK, '#ffffff', 0.25)}"/>` +
    `<rect x="268" y="98" width="26" height="38" rx="4" fill="${INK}"/>` +
    `<rect x="126" y="98" width="140" height="8" rx="4" fill="#ffffff" opacity="0.3"/>` +
    `</g>`
  )
}

const roll: ShapeDrawer = (accent) => {
  const end = mix(accent, '#ffffff', 0.3)
  const shade = mix(accent, '#000000', 0.2)
  let stripes = ''
  for (let x = 140; x < 300; x += 32) {
    stripes += `<rect x="${x}" y="140" width="10" height="130" fill="${shade}" opacity="0.5"/>`
  }
  return (
    `<path d="M300 250Q330 300 300 326L250 326Q280 300 280 262Z" fill="${shade}"/>` +
    `<ellipse cx="300" cy="205" rx="34" ry="65" fill="${accent}"/>` +
    `<rect x="110" y="140" width="190" height="130" fill="${accent}"/>` +
    stripes +
    `<ellipse cx="110" cy="205" rx="34" ry="65" fill="${end}"/>` +
    `<ellipse cx="110" cy="205" rx="12" ry="22" fill="${INK}"/>`
  )
}

const appliance: ShapeDrawer = (accent) =>
  `<rect x="110" y="78" width="180" height="244" rx="16" fill="#f8f9fa" stroke="${INK}" stroke-width="4"/>` +
  `<line x1="112" y1="126" x2="288" y2="126" stroke="${INK}" stroke-width="3"/>` +
  `<rect x="128" y="94" width="60" height="16" rx="4" fill="${accent}" opacity="0.7"/>` +
  `<circle cx="242" cy="102" r="9" fill="${INK}"/>` +
  `<circle cx="268" cy="102" r="9" fill="${INK}"/>` +
  `<circle cx="200" cy="222" r="68" fill="${INK}"/>` +
  `<circle cx="200" cy="222" r="54" fill="${accent}" opacity="0.75"/>` +
  `<path d="M166 200Q178 176 204 172" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.5"/>`

const SHAPES: readonly ShapeDrawer[] = [box, bottle, panel, tool, roll, appliance]

function bubbles(rand: Rand, count: number, width: number, height: number, maxRadius: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = int(rand, Math.round(maxRadius / 3), maxRadius)
    out += `<circle cx="${int(rand, 0, width)}" cy="${int(rand, 0, height)}" r="${r}" fill="#ffffff" opacity="0.22"/>`
  }
  return out
}

/** A 400×400 product illustration: seeded gradient, one of several product silhouettes, the label below. */
export function productSvg(seed: number, label: string): string {
  const rand = mulberry32(seed)
  const [from, to] = pick(SOFT_GRADIENTS, rand)
  const accent = pick(ACCENTS, rand)
  const shape = pick(SHAPES, rand)
  const id = idFor('product-bg', seed)
  return (
    openSvg(400, 400, label) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${id})"/>` +
    bubbles(rand, 3, 400, 320, 60) +
    `<ellipse cx="200" cy="330" rx="120" ry="12" fill="#000000" opacity="0.12"/>` +
    shape(accent, rand) +
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
