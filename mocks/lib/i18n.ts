// The mock answers in Spanish from the app's own dictionary, so a rule's message is the same text in the
// form and in the server's `msg` (SPEC.md §5). It words only the shared rules' messages (src/schemas:
// `validation.*`, `coupons.validation.*`) and the goods' state labels (`goods.*`), read from the compiled parts
// the app's schemas and product labels load anyway — not the whole dictionary, which was 35 KB gzipped of the
// mock's start-up (issue 14 item 3). mocks/lib/i18n.test.ts checks every id the mock names is here.
import couponsPart from '../../src/i18n/parts/coupons.json' with { type: 'json' }
import goodsPart from '../../src/i18n/parts/goods.json' with { type: 'json' }
import validationPart from '../../src/i18n/parts/validation.json' with { type: 'json' }

/** formatjs's compiled message elements: 0 literal, 1 argument, 2 number (the only kinds the mock words). */
interface Element {
  type: number
  value: string
}

const dictionary: Record<string, Element[] | undefined> = { ...couponsPart, ...goodsPart, ...validationPart }

/** Whether the mock can word `id` (tests: every id the mock names is one of these). */
export const hasMessage = (id: string): boolean => dictionary[id] !== undefined

export function t(id: string, values: Record<string, unknown> = {}): string {
  const elements = dictionary[id]
  if (!elements) return id
  return elements
    .map((element) => {
      if (element.type === 0) return element.value
      if (element.type === 1 || element.type === 2)
        return String(values[element.value] ?? `{${element.value}}`)
      throw new Error(`mock: ${id} needs a message format the mock does not word`)
    })
    .join('')
}
