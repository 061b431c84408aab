// A SKU's spec values ("Talla: M · Color: Rojo") as they are read out in a name. Pure, so the cart machine's
// notices and the views' labels spell them alike (WCAG 2.4.6/4.1.2: two SKUs of one goods told apart).

/** The spec values as a screen reader says them: a comma between the parts, not the middle dot; '' for none. */
export function spokenSpec(specValues: string | undefined): string {
  return (specValues ?? '')
    .split('·')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}
