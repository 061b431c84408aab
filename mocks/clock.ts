// The mock clock: real time plus an offset a developer or test moves forward (mock control panel,
// POST v3/mock/front/clock/advance) to pass deadlines such as the 24 h payment window (SPEC.md §4, §9).

const HOUR_MS = 3_600_000
let offsetMs = 0

export const clock = {
  now: (): number => Date.now() + offsetMs,
  offsetHours: (): number => offsetMs / HOUR_MS,
  advanceHours(hours: number) {
    offsetMs += hours * HOUR_MS
  },
  setOffsetMs(value: number) {
    offsetMs = Number.isFinite(value) ? value : 0
  },
  offsetMs: (): number => offsetMs,
  reset() {
    offsetMs = 0
  },
}
