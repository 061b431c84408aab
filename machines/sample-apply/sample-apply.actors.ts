// I/O of applying for samples (issue 28 item 3): reading the sample cart (its selected lines and the month's
// quota) and the submit, through the idempotent submit of src/flows (the key made before the first try and
// reused on every retry of the same body). It names no gateway.
import { fromPromise } from 'xstate'
import { getSampleCartList } from '../../src/api/cart'
import {
  getSampleApply,
  submitSampleApply,
  type SampleApplication,
  type SampleApplySubmitRequest,
} from '../../src/api/sample-applies'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

type Send<B, A> = (body: B, idempotencyKey: string | null) => Promise<A>

export const sampleApplySubmit = (
  send: Send<SampleApplySubmitRequest, SampleApplication> = (body, key) =>
    submitSampleApply(body, key!, { silent: true }),
) => createIdempotentSubmit<SampleApplySubmitRequest, SampleApplication>({ id: 'submitSampleApply', send })

export const sampleApplyActors = {
  loadSampleCart: fromPromise(() => getSampleCartList()),
  submitSampleApply: sampleApplySubmit(),
}

/** One application, read again on demand (the detail screen). */
export const sampleApplyDetailActors = {
  getSampleApply: fromPromise(({ input }: { input: { applySn: string } }) =>
    getSampleApply(input.applySn, { silent: true }),
  ),
}
