// The app's Spanish dictionary, assembled from parts (scripts/i18n-parts.mjs). Every file that defines
// messages registers the parts of its id namespaces with `addMessages`, so the texts load with the code that
// shows them: a lazy screen brings its own part, the entry only the shell's. IntlProvider receives this one
// object and looks ids up when it formats, so parts added later are found without re-rendering.
import type { MessageFormatElement } from 'react-intl'
import { groupNumbers } from './group-numbers'

/** The app's one locale: Spanish is the only display language (SPEC.md, opening paragraph). */
export const APP_LOCALE = 'es'

export type DictionaryPart = Record<string, MessageFormatElement[]>

export const dictionary: DictionaryPart = {}

/**
 * Registers a part (a JSON import, whose element types TypeScript widens, hence `object`), with every number
 * written with thousands separators (group-numbers.ts).
 */
export function addMessages(part: object): void {
  Object.assign(dictionary, groupNumbers(part as DictionaryPart))
}
