// WCAG 2.4.6/4.1.2: two SKUs of one product share the goods name, so the controls of a cart, refund or review
// line name its spec values as well ("Cantidad de Camiseta (Talla: M, Color: Rojo)"); a line without spec
// values keeps the goods name alone.
import type { IntlShape } from 'react-intl'
import { spokenSpec } from '../lib/spec-values'
import { lineNameMessages as m } from './line-name.messages'

interface NamedLine {
  goodsName: string
  specValues?: string
}

/** `text` followed by the line's spec values in brackets, or `text` alone when the line has none. */
export function withLineSpec(intl: IntlShape, line: Pick<NamedLine, 'specValues'>, text: string): string {
  const spec = spokenSpec(line.specValues)
  return spec ? intl.formatMessage(m.withSpec, { text, spec }) : text
}

/** The name of a line in its controls' labels: the goods name and, when the line has any, its spec values. */
export function lineName(intl: IntlShape, line: NamedLine): string {
  return withLineSpec(intl, line, line.goodsName)
}
