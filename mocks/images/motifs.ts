// What a mock product picture shows (issue 15 item 9): one silhouette per kind of goods, drawn in the goods' own
// accent colour on a 400×400 canvas whose floor is at y≈330. mocks/images/motif-map.ts says which kind each
// category of the catalogue is; art.ts puts the silhouette on its background.

export type Rand = () => number
type Drawer = (accent: string, rand: Rand) => string

export const INK = '#1f2933'
const WOOD = '#b07d4f'
const STEEL = '#9aa5b1'

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

/** Moves `hex` towards `target` by `t` (0..1); shaded faces derive from a single accent colour. */
export function mix(hex: string, target: string, t: number): string {
  const a = hexToRgb(hex)
  const b = hexToRgb(target)
  const channels = a.map((value, i) => Math.round(value + ((b[i] ?? value) - value) * t))
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

const light = (accent: string, t = 0.35) => mix(accent, '#ffffff', t)
const dark = (accent: string, t = 0.25) => mix(accent, '#000000', t)
const shine = (x: number, y: number, w: number, h: number, r = 4) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#ffffff" opacity="0.3"/>`

const DRAWERS = {
  /** cement, plaster, flour, rice, beans, coffee */
  sack: (accent) =>
    `<path d="M120 112Q200 92 280 112L300 312Q200 336 100 312Z" fill="${light(accent, 0.55)}"/>` +
    `<path d="M120 112Q200 132 280 112" stroke="${dark(accent, 0.1)}" stroke-width="6" fill="none"/>` +
    `<rect x="140" y="180" width="120" height="76" rx="6" fill="${accent}"/>` +
    `<rect x="156" y="198" width="88" height="10" rx="5" fill="#ffffff" opacity="0.7"/>` +
    `<rect x="156" y="220" width="60" height="10" rx="5" fill="#ffffff" opacity="0.5"/>`,
  /** steel bars, tubes, profiles, pipes, LED tubes */
  bars: (accent) => {
    let out = ''
    for (let i = 0; i < 6; i++) {
      const y = 150 + (i % 3) * 46 - Math.floor(i / 3) * 23
      const x = 70 + Math.floor(i / 3) * 20
      out +=
        `<rect x="${x}" y="${y}" width="250" height="30" rx="15" fill="${i % 2 ? accent : dark(accent)}"/>` +
        `<ellipse cx="${x + 250}" cy="${y + 15}" rx="9" ry="15" fill="${light(accent)}"/>` +
        `<ellipse cx="${x + 250}" cy="${y + 15}" rx="4" ry="7" fill="${INK}"/>`
    }
    return out
  },
  /** mesh, fabric by the metre, LED strips, bin bags */
  roll: (accent) => {
    const end = light(accent, 0.3)
    const shade = dark(accent, 0.2)
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
  },
  /** floor and wall tiles */
  tiles: (accent) => {
    let out = ''
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        const fill = (row + col) % 2 ? accent : light(accent, 0.45)
        out += `<rect x="${92 + col * 74}" y="${96 + row * 74}" width="70" height="70" fill="${fill}"/>`
      }
    }
    return (
      `<rect x="86" y="90" width="228" height="228" fill="${dark(accent, 0.35)}"/>` +
      out +
      shine(96, 100, 60, 8)
    )
  },
  /** corrugated roofing sheets, polycarbonate */
  sheet: (accent) => {
    let waves = 'M70 150'
    for (let x = 70; x < 330; x += 40) waves += `Q${x + 10} 130 ${x + 20} 150T${x + 40} 150`
    let ribs = ''
    for (let x = 80; x < 330; x += 40) {
      ribs += `<rect x="${x}" y="150" width="8" height="150" fill="${light(accent)}" opacity="0.6"/>`
    }
    return (
      `<path d="${waves}V300H70Z" fill="${accent}"/>` +
      ribs +
      `<path d="${waves}" stroke="${dark(accent)}" stroke-width="4" fill="none"/>` +
      `<rect x="70" y="296" width="260" height="14" fill="${dark(accent)}"/>`
    )
  },
  /** waterproofing, grease, paint */
  bucket: (accent) =>
    `<path d="M130 130H270L258 320H142Z" fill="${accent}"/>` +
    `<ellipse cx="200" cy="130" rx="70" ry="14" fill="${dark(accent)}"/>` +
    `<path d="M134 130Q200 40 266 130" stroke="${INK}" stroke-width="6" fill="none"/>` +
    `<rect x="146" y="190" width="108" height="60" rx="6" fill="${light(accent, 0.75)}"/>` +
    `<rect x="160" y="212" width="80" height="10" rx="5" fill="${accent}" opacity="0.6"/>`,
  /** windows, glass, mirrors */
  window: (accent) =>
    `<rect x="90" y="80" width="220" height="240" rx="6" fill="${accent}"/>` +
    `<rect x="104" y="94" width="92" height="212" fill="#cfe8f3"/>` +
    `<rect x="204" y="94" width="92" height="212" fill="#bfe0ee"/>` +
    `<polygon points="110,150 160,100 180,100 110,170" fill="#ffffff" opacity="0.6"/>` +
    `<polygon points="210,230 290,150 290,170 210,250" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="186" y="180" width="8" height="40" rx="4" fill="${INK}"/>`,
  /** doors, wardrobes, filing cabinets */
  door: (accent) =>
    `<rect x="126" y="64" width="148" height="262" rx="4" fill="${accent}"/>` +
    `<rect x="144" y="84" width="112" height="96" rx="4" fill="${light(accent, 0.2)}"/>` +
    `<rect x="144" y="198" width="112" height="110" rx="4" fill="${light(accent, 0.2)}"/>` +
    `<circle cx="248" cy="196" r="8" fill="${INK}"/>` +
    shine(134, 70, 10, 240),
  /** solar panels, LED panels */
  solar: (accent) => {
    const cell = mix('#1e3a8a', accent, 0.25)
    let cells = ''
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 5; col++) {
        cells += `<rect x="${84 + col * 47}" y="${92 + row * 47}" width="43" height="43" fill="${cell}"/>`
      }
    }
    return (
      `<polygon points="150,290 250,290 270,326 130,326" fill="${STEEL}"/>` +
      `<rect x="76" y="84" width="248" height="204" rx="4" fill="${light(accent, 0.6)}"/>` +
      cells +
      `<polygon points="84,92 200,92 84,200" fill="#ffffff" opacity="0.18"/>`
    )
  },
  /** inverters, controllers, breakers, boards, pumps, welders */
  device: (accent) =>
    `<rect x="110" y="80" width="180" height="240" rx="14" fill="${light(accent, 0.8)}" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="132" y="104" width="136" height="64" rx="6" fill="${INK}"/>` +
    `<rect x="144" y="118" width="70" height="12" rx="3" fill="${accent}"/>` +
    `<rect x="144" y="140" width="44" height="12" rx="3" fill="#7dd3a8"/>` +
    `<circle cx="160" cy="214" r="16" fill="${accent}"/>` +
    `<circle cx="240" cy="214" r="16" fill="${dark(accent)}"/>` +
    `<rect x="140" y="262" width="120" height="30" rx="6" fill="${accent}" opacity="0.5"/>`,
  /** batteries, power stations, AA cells */
  battery: (accent) =>
    `<rect x="100" y="120" width="200" height="200" rx="12" fill="${accent}"/>` +
    `<rect x="100" y="120" width="200" height="44" rx="12" fill="${INK}"/>` +
    `<rect x="126" y="96" width="36" height="28" rx="4" fill="#c0392b"/>` +
    `<rect x="238" y="96" width="36" height="28" rx="4" fill="${STEEL}"/>` +
    `<path d="M212 190L174 250H202L190 296L232 230H204Z" fill="#fde047"/>` +
    shine(112, 172, 10, 136),
  /** electric cable coils, power strips */
  cable: (accent) => {
    let rings = ''
    for (let r = 110; r >= 50; r -= 12) {
      rings += `<circle cx="200" cy="210" r="${r}" fill="none" stroke="${r % 24 ? accent : dark(accent)}" stroke-width="11"/>`
    }
    return (
      rings +
      `<circle cx="200" cy="210" r="36" fill="${light(accent, 0.7)}"/>` +
      `<path d="M300 250Q340 300 310 326" stroke="${accent}" stroke-width="11" fill="none"/>`
    )
  },
  /** refrigerators, freezers, chilled displays */
  fridge: (accent) =>
    `<rect x="120" y="60" width="160" height="266" rx="14" fill="#f1f5f9" stroke="${INK}" stroke-width="4"/>` +
    `<line x1="122" y1="150" x2="278" y2="150" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="254" y="90" width="10" height="40" rx="5" fill="${accent}"/>` +
    `<rect x="254" y="170" width="10" height="60" rx="5" fill="${accent}"/>` +
    `<rect x="136" y="180" width="60" height="10" rx="5" fill="${accent}" opacity="0.5"/>` +
    shine(130, 70, 8, 240),
  /** split air conditioners, coolers */
  aircon: (accent) =>
    `<rect x="60" y="120" width="280" height="110" rx="22" fill="#f8fafc" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="84" y="192" width="232" height="14" rx="7" fill="${INK}" opacity="0.6"/>` +
    `<circle cx="296" cy="148" r="7" fill="${accent}"/>` +
    `<path d="M110 250Q130 280 110 310M170 250Q190 280 170 310M230 250Q250 280 230 310M290 250Q310 280 290 310" ` +
    `stroke="${accent}" stroke-width="6" fill="none" opacity="0.7"/>`,
  /** pedestal fans */
  fan: (accent) =>
    `<rect x="192" y="196" width="16" height="120" fill="${INK}"/>` +
    `<ellipse cx="200" cy="322" rx="60" ry="10" fill="${INK}"/>` +
    `<circle cx="200" cy="150" r="92" fill="${light(accent, 0.8)}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M200 150Q170 80 200 70Q230 80 200 150ZM200 150Q270 130 275 160Q265 185 200 150ZM200 150Q150 210 128 190Q125 160 200 150Z" ` +
    `fill="${accent}"/>` +
    `<circle cx="200" cy="150" r="14" fill="${INK}"/>`,
  /** rice cookers, stoves, ovens, cookware, crockery */
  pot: (accent) =>
    `<rect x="110" y="160" width="180" height="150" rx="24" fill="${accent}"/>` +
    `<rect x="96" y="140" width="208" height="30" rx="14" fill="${dark(accent)}"/>` +
    `<rect x="186" y="114" width="28" height="28" rx="8" fill="${INK}"/>` +
    `<rect x="70" y="180" width="40" height="16" rx="8" fill="${INK}"/>` +
    `<rect x="290" y="180" width="40" height="16" rx="8" fill="${INK}"/>` +
    shine(126, 186, 12, 100),
  /** washing machines, dryers */
  washer: (accent) =>
    `<rect x="110" y="78" width="180" height="244" rx="16" fill="#f8f9fa" stroke="${INK}" stroke-width="4"/>` +
    `<line x1="112" y1="126" x2="288" y2="126" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="128" y="94" width="60" height="16" rx="4" fill="${accent}" opacity="0.7"/>` +
    `<circle cx="242" cy="102" r="9" fill="${INK}"/>` +
    `<circle cx="268" cy="102" r="9" fill="${INK}"/>` +
    `<circle cx="200" cy="222" r="68" fill="${INK}"/>` +
    `<circle cx="200" cy="222" r="54" fill="${accent}" opacity="0.75"/>` +
    `<path d="M166 200Q178 176 204 172" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.5"/>`,
  /** steam irons */
  iron: (accent) =>
    `<path d="M80 300Q90 200 220 180H300V300Z" fill="${accent}"/>` +
    `<path d="M150 186Q170 120 240 120H300V180" stroke="${INK}" stroke-width="18" fill="none"/>` +
    `<rect x="76" y="296" width="228" height="16" rx="4" fill="${STEEL}"/>` +
    shine(150, 214, 110, 10),
  /** oil, sauces, soft drinks, water, shampoo, bleach */
  bottle: (accent) =>
    `<path d="M150 318V178Q150 142 182 132V100H218V132Q250 142 250 178V318Q250 330 238 330H162Q150 330 150 318Z" ` +
    `fill="${accent}"/>` +
    `<rect x="176" y="70" width="48" height="34" rx="6" fill="${INK}"/>` +
    `<rect x="150" y="200" width="100" height="70" fill="${light(accent, 0.75)}"/>` +
    `<rect x="168" y="222" width="64" height="8" rx="4" fill="${accent}" opacity="0.6"/>` +
    `<rect x="168" y="238" width="44" height="8" rx="4" fill="${accent}" opacity="0.4"/>` +
    shine(162, 150, 12, 160, 6),
  /** motor oil, coolant */
  jerrycan: (accent) =>
    `<path d="M110 110H250L290 150V320H110Z" fill="${accent}"/>` +
    `<rect x="136" y="84" width="70" height="40" rx="10" fill="none" stroke="${INK}" stroke-width="14"/>` +
    `<rect x="250" y="96" width="30" height="30" rx="4" fill="${INK}"/>` +
    `<rect x="136" y="180" width="128" height="90" rx="6" fill="${light(accent, 0.75)}"/>` +
    `<rect x="152" y="206" width="96" height="10" rx="5" fill="${accent}" opacity="0.6"/>`,
  /** tins, powdered milk, oil filters */
  can: (accent) =>
    `<rect x="130" y="120" width="140" height="200" fill="${accent}"/>` +
    `<ellipse cx="200" cy="120" rx="70" ry="18" fill="${light(accent, 0.5)}"/>` +
    `<ellipse cx="200" cy="320" rx="70" ry="10" fill="${dark(accent)}"/>` +
    `<rect x="130" y="180" width="140" height="80" fill="${light(accent, 0.8)}"/>` +
    `<circle cx="200" cy="220" r="24" fill="${accent}" opacity="0.7"/>` +
    shine(140, 130, 10, 180),
  /** biscuits, pasta, detergent, nappies, tool sets */
  box: (accent) =>
    `<polygon points="200,90 310,145 200,200 90,145" fill="${light(accent)}"/>` +
    `<polygon points="90,145 200,200 200,320 90,265" fill="${accent}"/>` +
    `<polygon points="310,145 200,200 200,320 310,265" fill="${dark(accent)}"/>` +
    `<polygon points="145,117 255,172 255,190 145,135" fill="#ffffff" opacity="0.35"/>` +
    `<polygon points="112,196 172,226 172,256 112,226" fill="#ffffff" opacity="0.7"/>`,
  /** drills, grinders, saws */
  drill: (accent) =>
    `<rect x="100" y="120" width="170" height="70" rx="20" fill="${accent}"/>` +
    `<rect x="270" y="140" width="30" height="30" fill="${INK}"/>` +
    `<rect x="300" y="150" width="44" height="10" fill="${STEEL}"/>` +
    `<path d="M140 186H200L186 300H126Z" fill="${dark(accent)}"/>` +
    `<rect x="110" y="296" width="100" height="30" rx="8" fill="${INK}"/>` +
    `<rect x="180" y="190" width="14" height="30" rx="4" fill="${INK}"/>` +
    shine(112, 130, 120, 10),
  /** hammers, pliers, spanners, tape measures */
  hammer: (accent, rand) =>
    `<g transform="rotate(${-10 - Math.floor(rand() * 21)} 200 210)">` +
    `<rect x="186" y="128" width="28" height="196" rx="12" fill="${WOOD}"/>` +
    `<rect x="186" y="250" width="28" height="74" rx="12" fill="${accent}"/>` +
    `<rect x="118" y="92" width="164" height="50" rx="8" fill="${mix(INK, '#ffffff', 0.25)}"/>` +
    `<rect x="268" y="98" width="26" height="38" rx="4" fill="${INK}"/>` +
    `<rect x="126" y="98" width="140" height="8" rx="4" fill="#ffffff" opacity="0.3"/>` +
    `</g>`,
  /** screws, nails, anchors */
  screw: (accent) => {
    let thread = ''
    for (let y = 150; y < 300; y += 18) {
      thread += `<polygon points="176,${y} 224,${y + 8} 224,${y + 14} 176,${y + 6}" fill="${dark(accent, 0.35)}"/>`
    }
    return (
      `<rect x="100" y="90" width="200" height="40" rx="12" fill="${accent}"/>` +
      `<rect x="186" y="96" width="28" height="28" fill="${INK}" opacity="0.6"/>` +
      `<polygon points="176,130 224,130 224,300 200,330 176,300" fill="${STEEL}"/>` +
      thread
    )
  },
  /** taps */
  faucet: (accent) =>
    `<rect x="170" y="220" width="60" height="100" rx="8" fill="${STEEL}"/>` +
    `<path d="M200 230V140Q200 100 250 100H290V130" stroke="${STEEL}" stroke-width="26" fill="none"/>` +
    `<rect x="160" y="170" width="80" height="16" rx="8" fill="${accent}"/>` +
    `<path d="M290 150Q300 180 290 200Q280 180 290 150Z" fill="#7cc4e6"/>` +
    `<ellipse cx="200" cy="322" rx="70" ry="8" fill="${INK}"/>`,
  /** T-shirts, shirts, blouses, children's and school wear, underwear */
  shirt: (accent) =>
    `<path d="M150 80L100 100L60 170L108 196L128 160V320H272V160L292 196L340 170L300 100L250 80Q200 120 150 80Z" ` +
    `fill="${accent}"/>` +
    `<path d="M150 80Q200 120 250 80" stroke="${dark(accent)}" stroke-width="8" fill="none"/>` +
    `<rect x="160" y="150" width="30" height="24" rx="4" fill="${light(accent, 0.4)}"/>`,
  /** trousers */
  trousers: (accent) =>
    `<path d="M130 70H270L296 324H218L200 150L182 324H104Z" fill="${accent}"/>` +
    `<rect x="130" y="70" width="140" height="22" fill="${dark(accent)}"/>` +
    `<rect x="192" y="70" width="16" height="60" fill="${dark(accent, 0.1)}"/>` +
    `<path d="M150 110Q160 140 190 130M250 110Q240 140 210 130" stroke="${light(accent)}" stroke-width="4" fill="none"/>`,
  /** dresses */
  dress: (accent) =>
    `<path d="M170 70H230L240 150L310 320H90L160 150Z" fill="${accent}"/>` +
    `<path d="M170 70L160 40M230 70L240 40" stroke="${accent}" stroke-width="10"/>` +
    `<rect x="158" y="146" width="84" height="14" rx="4" fill="${dark(accent)}"/>` +
    `<path d="M120 280Q200 300 280 280" stroke="${light(accent)}" stroke-width="6" fill="none"/>`,
  /** trainers, sandals, safety boots */
  shoe: (accent) =>
    `<path d="M70 300V240Q80 200 130 200L170 150H220L240 210Q320 220 330 280V300Z" fill="${accent}"/>` +
    `<rect x="66" y="296" width="268" height="26" rx="10" fill="${INK}"/>` +
    `<path d="M180 170L200 190M195 160L215 180M210 150L226 170" stroke="#ffffff" stroke-width="6"/>` +
    `<path d="M90 260H320" stroke="${light(accent)}" stroke-width="6"/>`,
  /** bedding, towels */
  stack: (accent) => {
    let out = ''
    for (let i = 0; i < 4; i++) {
      const y = 260 - i * 52
      const fill = i % 2 ? accent : light(accent, 0.45)
      out +=
        `<rect x="${96 + (i % 2) * 8}" y="${y}" width="200" height="48" rx="18" fill="${fill}"/>` +
        `<path d="M${120 + (i % 2) * 8} ${y + 24}H${272 + (i % 2) * 8}" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`
    }
    return out
  },
  /** sofas, beds, rattan sets */
  sofa: (accent) =>
    `<rect x="90" y="130" width="220" height="100" rx="20" fill="${dark(accent, 0.15)}"/>` +
    `<rect x="70" y="200" width="260" height="80" rx="18" fill="${accent}"/>` +
    `<rect x="60" y="170" width="44" height="120" rx="16" fill="${dark(accent)}"/>` +
    `<rect x="296" y="170" width="44" height="120" rx="16" fill="${dark(accent)}"/>` +
    `<rect x="90" y="286" width="14" height="36" fill="${INK}"/>` +
    `<rect x="296" y="286" width="14" height="36" fill="${INK}"/>` +
    `<path d="M200 204V276" stroke="${light(accent)}" stroke-width="4"/>`,
  /** office and plastic chairs, dining sets */
  chair: (accent) =>
    `<rect x="140" y="70" width="120" height="130" rx="18" fill="${accent}"/>` +
    `<rect x="120" y="200" width="160" height="34" rx="12" fill="${dark(accent)}"/>` +
    `<rect x="192" y="234" width="16" height="60" fill="${INK}"/>` +
    `<path d="M130 322L200 294L270 322" stroke="${INK}" stroke-width="10" fill="none"/>` +
    shine(152, 84, 10, 100),
  /** desks and tables */
  table: (accent) =>
    `<rect x="70" y="150" width="260" height="24" rx="4" fill="${accent}"/>` +
    `<rect x="86" y="174" width="18" height="150" fill="${dark(accent)}"/>` +
    `<rect x="296" y="174" width="18" height="150" fill="${dark(accent)}"/>` +
    `<rect x="220" y="174" width="76" height="70" fill="${light(accent, 0.2)}"/>` +
    `<rect x="244" y="200" width="28" height="8" rx="4" fill="${INK}"/>`,
  /** beach umbrellas, hammocks */
  parasol: (accent) =>
    `<path d="M70 170Q200 30 330 170Z" fill="${accent}"/>` +
    `<path d="M70 170Q100 150 135 170Q168 150 200 170Q232 150 265 170Q298 150 330 170" fill="${light(accent)}"/>` +
    `<rect x="194" y="90" width="12" height="236" fill="${INK}"/>`,
  /** tyres, belts */
  tyre: (accent) => {
    let treads = ''
    for (let i = 0; i < 16; i++) {
      treads += `<rect x="194" y="78" width="12" height="22" fill="${mix(INK, '#ffffff', 0.2)}" transform="rotate(${i * 22.5} 200 210)"/>`
    }
    return (
      `<circle cx="200" cy="210" r="120" fill="${INK}"/>` +
      treads +
      `<circle cx="200" cy="210" r="66" fill="${STEEL}"/>` +
      `<circle cx="200" cy="210" r="50" fill="${accent}"/>` +
      `<circle cx="200" cy="210" r="14" fill="${INK}"/>`
    )
  },
  /** brake discs and pads, dampers, spark plugs */
  disc: (accent) => {
    let holes = ''
    for (let i = 0; i < 8; i++) {
      holes += `<circle cx="200" cy="130" r="8" fill="${INK}" opacity="0.5" transform="rotate(${i * 45} 200 210)"/>`
    }
    return (
      `<circle cx="200" cy="210" r="110" fill="${STEEL}"/>` +
      holes +
      `<circle cx="200" cy="210" r="50" fill="${mix(STEEL, '#000000', 0.2)}"/>` +
      `<circle cx="200" cy="210" r="16" fill="${INK}"/>` +
      `<path d="M280 120A120 120 0 0 1 300 260L270 250A90 90 0 0 0 256 140Z" fill="${accent}"/>`
    )
  },
  /** LED bulbs, car headlight bulbs */
  bulb: (accent) =>
    `<circle cx="200" cy="150" r="82" fill="#fff7cc" stroke="${mix('#fde047', '#000000', 0.1)}" stroke-width="4"/>` +
    `<path d="M170 200Q200 150 230 200" stroke="${accent}" stroke-width="6" fill="none"/>` +
    `<rect x="164" y="226" width="72" height="26" fill="${light(accent, 0.6)}"/>` +
    `<rect x="168" y="252" width="64" height="50" rx="6" fill="${STEEL}"/>` +
    `<path d="M168 266H232M168 282H232" stroke="${INK}" stroke-width="4" opacity="0.5"/>` +
    `<rect x="188" y="302" width="24" height="20" rx="6" fill="${INK}"/>`,
  /** street lights, floodlights, high bays */
  streetlight: (accent) =>
    `<rect x="112" y="110" width="12" height="216" fill="${INK}"/>` +
    `<path d="M118 118Q150 80 220 90" stroke="${INK}" stroke-width="10" fill="none"/>` +
    `<rect x="200" y="76" width="120" height="34" rx="8" fill="${accent}"/>` +
    `<rect x="210" y="108" width="100" height="10" rx="4" fill="#fde047"/>` +
    `<polygon points="210,118 310,118 340,300 180,300" fill="#fde047" opacity="0.25"/>` +
    `<rect x="86" y="316" width="64" height="12" rx="4" fill="${INK}"/>`,
  /** torches, emergency lights, portable lamps */
  flashlight: (accent) =>
    `<g transform="rotate(-20 200 210)">` +
    `<rect x="100" y="180" width="160" height="56" rx="12" fill="${accent}"/>` +
    `<path d="M260 168H300V248H260Z" fill="${dark(accent)}"/>` +
    `<ellipse cx="300" cy="208" rx="10" ry="40" fill="#fff7cc"/>` +
    `<rect x="150" y="172" width="24" height="12" rx="4" fill="${INK}"/>` +
    shine(110, 190, 120, 8) +
    `</g>`,
  /** bar soap, deodorant, toothpaste */
  soap: (accent) =>
    `<rect x="90" y="200" width="220" height="110" rx="40" fill="${light(accent, 0.4)}"/>` +
    `<rect x="110" y="180" width="180" height="100" rx="36" fill="${accent}"/>` +
    `<ellipse cx="200" cy="228" rx="56" ry="22" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="130" cy="140" r="18" fill="#ffffff" opacity="0.8"/>` +
    `<circle cx="160" cy="110" r="10" fill="#ffffff" opacity="0.7"/>`,
  /** toilet paper, kitchen towels */
  paperRoll: (accent) =>
    `<rect x="130" y="110" width="140" height="200" fill="#f8fafc" stroke="${mix('#f8fafc', '#000000', 0.12)}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="110" rx="70" ry="20" fill="#ffffff" stroke="${mix('#f8fafc', '#000000', 0.12)}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="110" rx="20" ry="6" fill="${dark(accent, 0.2)}"/>` +
    `<rect x="130" y="200" width="140" height="40" fill="${accent}" opacity="0.8"/>` +
    `<path d="M270 280V326H300" stroke="${mix('#f8fafc', '#000000', 0.12)}" stroke-width="3" fill="#ffffff"/>`,
  /** mops, brooms */
  mop: (accent) =>
    `<rect x="194" y="50" width="12" height="210" fill="${WOOD}"/>` +
    `<rect x="160" y="250" width="80" height="20" rx="4" fill="${accent}"/>` +
    `<path d="M150 270H250L280 326H120Z" fill="${light(accent, 0.7)}"/>` +
    `<path d="M150 280L140 322M180 280L176 322M220 280L224 322M250 280L262 322" stroke="${light(accent, 0.3)}" stroke-width="4"/>`,
  /** work gloves */
  gloves: (accent) =>
    `<path d="M140 320V200L120 150Q112 130 130 126L160 170V90Q160 76 174 76Q188 76 188 90V160V70Q188 56 202 56Q216 56 216 70V160V80Q216 66 230 66Q244 66 244 80V170V104Q244 92 256 92Q270 92 270 104V250Q270 300 240 320Z" ` +
    `fill="${accent}"/>` +
    `<rect x="140" y="290" width="100" height="30" fill="${dark(accent)}"/>`,
} satisfies Record<string, Drawer>

export type Motif = keyof typeof DRAWERS
export const MOTIFS = Object.keys(DRAWERS) as Motif[]

export function isMotif(value: string): value is Motif {
  return Object.hasOwn(DRAWERS, value)
}

export function drawMotif(motif: Motif, accent: string, rand: Rand): string {
  return DRAWERS[motif](accent, rand)
}
