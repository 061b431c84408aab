// Test double of the session start for the tests of the flows that invoke it as `startSession` (login,
// third-party login): it ends with the output it is given, so those tests need no member or cart fixtures;
// what the session start does is proven once, in session-start.machine.test.ts. Test-only: no screen
// imports it.
import { fromPromise } from 'xstate'
import type { SessionStartInput, SessionStartOutput, sessionStartMachine } from './session-start.machine'

export const SESSION_STARTED: SessionStartOutput = { status: 'started', unmergedLines: 0 }

/**
 * Stands in for `startSession`: each run answers what `answer` resolves to (by default, started); `answer`
 * receives the input the parent built, so a test can check the local cart lines it passes on.
 */
export function fakeSessionStart(
  answer: (input: SessionStartInput) => Promise<SessionStartOutput> = () => Promise.resolve(SESSION_STARTED),
): typeof sessionStartMachine {
  // a promise actor where the parent expects the machine: the parent only reads the output of its done event
  return fromPromise(({ input }: { input: SessionStartInput }) =>
    answer(input),
  ) as unknown as typeof sessionStartMachine
}
