// Our own `defineMessages`: same name (so `formatjs extract` finds it), plain descriptor types. react-intl 12's
// typed descriptors infer "no values" for every message and reject `values`, which every formatted text needs.
export interface Message {
  id: string
  defaultMessage: string
  description?: string
}

export function defineMessages<const T extends Record<string, Message>>(
  messages: T,
): { [K in keyof T]: Message & { id: T[K]['id'] } } {
  return messages
}
