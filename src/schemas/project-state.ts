// A project's state (issue 27 item 6; SPEC.md §4: not started, in progress, ended), a pure rule without yup so
// that the mock's seed may read it (mocks/handlers/handler-groups.test.ts keeps yup out of the first group).
export type ProjectState = 'notStarted' | 'inProgress' | 'ended'

/** The day (AAAA-MM-DD, UTC) of a moment. */
export const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * A project's state on `today` (AAAA-MM-DD): not started before its start day, ended after its end day, in
 * progress from the start day to the end day, both included.
 */
export function projectStateOn(period: { startDate: string; endDate: string }, today: string): ProjectState {
  if (today < period.startDate) return 'notStarted'
  if (today > period.endDate) return 'ended'
  return 'inProgress'
}
