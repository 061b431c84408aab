// The one formatter module for money and dates (GLOSSARY.md: `US$ 1.234,56`, dates `AAAA-MM-DD HH:mm`).

const usd = new Intl.NumberFormat('es', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'symbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
})

/**
 * `US$ 1.234,56` — Intl's Spanish output reordered to the glossary's prefix style. A negative amount carries its
 * sign before the currency, with a true minus sign: `−US$ 3.385,35`, never `US$ -3.385,35` (issue 24 item 6).
 */
export function formatMoney(amount: number): string {
  const parts = usd.formatToParts(Math.abs(amount))
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
  // -0.001 rounds to 0,00: no sign on a zero
  const negative = amount < 0 && number.replace(/\D/g, '') !== '000'
  return `${negative ? '\u2212' : ''}US$ ${number}`
}

/**
 * `€ 1.234,56` — the EUR reference of a USD amount (SPEC.md §9 "USD, with EUR as reference"; issue 16 item 10),
 * in the same prefix style as the dollar amounts beside it. Rounded to cents; never a price to pay.
 */
export function formatEuroReference(amountUsd: number, eurPerUsd: number): string {
  const cents = Math.round(amountUsd * eurPerUsd * 100) / 100
  const parts = usd.formatToParts(cents)
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
  return `€ ${number}`
}

const count = new Intl.NumberFormat('es', { maximumFractionDigits: 2, useGrouping: 'always' })

/**
 * `5.000` — a quantity, a count of points or units, with thousands separators from four digits on like every
 * amount (Spanish CLDR data would write `5000` but `29.700`; issue 24 item 6). `signed` writes `+1.200`/`−300`.
 */
export function formatCount(value: number, { signed = false }: { signed?: boolean } = {}): string {
  const text = count.format(Math.abs(value))
  if (!signed || value === 0) return value < 0 ? `\u2212${text}` : text
  return `${value < 0 ? '\u2212' : '+'}${text}`
}

/**
 * A supplier's sale unit for a quantity (issue 24 item 6): "1 saco", "100 sacos", "2 pares", "3 unidades". The
 * unit comes from the server as a singular Spanish noun; an abbreviation or symbol ("kg", "m²", "ud.") stays as it
 * is, and of a unit of several words ("saco de 50 kg") only the first word takes the plural.
 */
export function unitFor(quantity: number, unit: string): string {
  if (quantity === 1 || unit === '') return unit
  const [first = '', ...rest] = unit.split(' ')
  return [pluralNoun(first), ...rest].join(' ')
}

const UNACCENT: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' }

function pluralNoun(word: string): string {
  // abbreviations, symbols and codes keep their form: kg, m², ud., PCS
  if (word.length <= 2 || /[^a-záéíóúüñ]/i.test(word) || word === word.toUpperCase()) return word
  const last = word.slice(-1).toLowerCase()
  if ('aeiouáéó'.includes(last)) return `${word}s`
  if (last === 'z') return `${word.slice(0, -1)}ces`
  if (last === 's' || last === 'x') return word
  // camión → camiones: the stress mark of the last syllable goes once the word grows
  const stressed = /[áéíóú]([^aeiouáéíóú]*)$/i.exec(word)
  const base = stressed
    ? word.slice(0, stressed.index) + UNACCENT[stressed[0][0]!.toLowerCase()]! + stressed[1]
    : word
  return `${base}es`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** SPEC.md §9 date format year-month-day hour:minute, in the browser's time zone. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** hh:mm:ss of a remaining duration (SPEC.md §4 payment window). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(total / 3600)
  return `${pad(hours)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}
