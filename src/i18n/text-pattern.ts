// A pattern matching the Spanish text of a message whatever its values: what a server's `msg` is compared with
// to tell which rule refused (machines/checkout/checkout-rules.ts). It reads the dictionary's compiled message,
// never a descriptor's `defaultMessage`, which production builds drop (scripts/vite-plugins.ts
// dropDefaultMessages): the checkout read `defaultMessage` at load, and its screen could not open in a production
// build (found in session 20; eslint's no-restricted-syntax now refuses `.defaultMessage` in the app's code).
import type { MessageFormatElement } from 'react-intl'
import { dictionary } from './dictionary'

// the element type of @formatjs/icu-messageformat-parser for plain text (the app loads no parser)
const LITERAL = 0

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `^text$` with each argument, plural or tag as `.*`; null when the dictionary has no message `id`. */
export function textPatternOf(id: string): RegExp | null {
  const elements: MessageFormatElement[] | undefined = dictionary[id]
  if (!elements) return null
  const source = elements
    .map((element) => (element.type === LITERAL ? escape((element as { value: string }).value) : '.*'))
    .join('')
  return new RegExp(`^${source}$`)
}
