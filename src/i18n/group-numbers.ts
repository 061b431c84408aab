// Thousands separators on every number of the dictionary (issue 24 item 6). Spanish CLDR data groups a number
// only from five digits on ("5000" but "29.700"), so the same page said "Sus puntos: 5000" beside
// "Stock: 29.700". The glossary writes every amount grouped ("US$ 1.234,56"), and a buyer comparing quantities
// should read them one way. Each part of the dictionary is rewritten once, when it is registered: a `{n, number}`
// argument without a style, and the `#` of a plural, format with `useGrouping: 'always'`. A named style
// (`percent`, a skeleton) keeps its own options, with grouping added unless it sets its own.
import type { MessageFormatElement } from 'react-intl'

// the element types of @formatjs/icu-messageformat-parser, which the app does not load (precompiled messages)
const NUMBER = 2
const SELECT = 5
const PLURAL = 6
const POUND = 7
const TAG = 8
const NUMBER_SKELETON = 0

const grouped = (parsedOptions: Record<string, unknown> = {}) => ({
  type: NUMBER_SKELETON,
  tokens: [],
  parsedOptions: { useGrouping: 'always', ...parsedOptions },
})

type Element = Record<string, unknown> & { type: number }

function rewrite(elements: Element[], pluralArgument: string | null): Element[] {
  return elements.map((element) => {
    switch (element.type) {
      case NUMBER: {
        const style = element.style as { type?: number; parsedOptions?: Record<string, unknown> } | null
        if (style === null || style === undefined) return { ...element, style: grouped() }
        if (typeof style === 'object' && style.type === NUMBER_SKELETON)
          return { ...element, style: grouped(style.parsedOptions) }
        return element
      }
      case POUND:
        return pluralArgument === null ? element : { type: NUMBER, value: pluralArgument, style: grouped() }
      case PLURAL:
      case SELECT: {
        const own = element.type === PLURAL && element.offset === 0 ? (element.value as string) : null
        const options = element.options as Record<string, { value: Element[] }>
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(options).map(([key, option]) => [
              key,
              { ...option, value: rewrite(option.value, element.type === PLURAL ? own : pluralArgument) },
            ]),
          ),
        }
      }
      case TAG:
        return { ...element, children: rewrite(element.children as Element[], pluralArgument) }
      default:
        return element
    }
  })
}

/** The part with every number grouped; the part itself is left as it was. */
export function groupNumbers(
  part: Record<string, MessageFormatElement[]>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(part).map(([id, elements]) => [
      id,
      rewrite(elements as unknown as Element[], null) as unknown as MessageFormatElement[],
    ]),
  )
}
