// A buyer's name as reviews show it (seeded reviews and published product scores, issue 16 item 8).

/** "Yanelis Pérez" → "Y***s P." (the buyer's name is never shown in full). */
export function maskName(first: string, surname: string): string {
  const letters = [...first]
  const masked =
    letters.length <= 2 ? `${letters[0] ?? ''}***` : `${letters[0]}***${letters[letters.length - 1]}`
  return `${masked} ${[...surname][0] ?? ''}.`
}
