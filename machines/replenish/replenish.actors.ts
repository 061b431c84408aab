// The operation of completing a member's missing details after an external login (SPEC.md §2 /replenish).
import { fromPromise } from 'xstate'
import { postReplenish, type ReplenishRequest } from '../../src/api/auth'

export const replenishActors = {
  postReplenish: fromPromise(({ input }: { input: ReplenishRequest }) => postReplenish(input)),
}
