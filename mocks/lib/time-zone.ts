// The member's time zone as a request states it (the `timeZone` header, SPEC.md §7): days of the footprint and
// of the order search are the member's days, not the server's.
const MINUTE = 60_000

/** Minutes east of UTC of a `GMT±hh:mm` header; UTC when absent or malformed. */
export function offsetMinutes(header: string | null): number {
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(header ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** YYYY-MM-DD of a moment in a time zone given by its offset. */
export function dayOf(ms: number, offset: number): string {
  return new Date(ms + offset * MINUTE).toISOString().slice(0, 10)
}
