// The mock answers in Spanish from the app's own dictionary, so a rule's message is the same text in the
// form and in the server's `msg` (SPEC.md §5).
import es from '../../src/i18n/es.json' with { type: 'json' }

const dictionary = es as Record<string, string>

export function t(id: string, values: Record<string, unknown> = {}): string {
  const template = dictionary[id] ?? id
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`))
}
