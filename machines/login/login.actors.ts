// I/O of the login flow: one promise actor per operation of src/api, named after its operationId. Calls use
// the request layer's default options, so a refused login shows the spec's closable error toast (SPEC.md §8).
import { fromPromise } from 'xstate'
import { getCaptcha, postToken, type PasswordGrant } from '../../src/api/auth'

export const loginActors = {
  getCaptcha: fromPromise(() => getCaptcha()),
  postToken: fromPromise(({ input }: { input: PasswordGrant }) => postToken(input)),
}
