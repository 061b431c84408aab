// I/O of a designer applying to join an enterprise, /member/apply (issue 27 item 5; SPEC.md §2, §6 memberType 2):
// the designer's own applications, the enterprises that accept designers (by name), the application through the
// idempotent submit of src/flows (Idempotency-Key), and withdrawing a pending one. Silent: the screen shows the
// server's word in place.
import { fromPromise } from 'xstate'
import {
  applyToEnterprise,
  listOwnDesignerApplications,
  searchDesignerEnterprises,
  withdrawDesignerApplication,
  type DesignerEnterprise,
  type DesignerJoinInput,
  type OwnDesignerApplication,
} from '../../src/api/designers'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

const silent = { silent: true } as const

/** The screen shows the newest 50: a designer applies to a handful of enterprises. */
export const OWN_APPLICATIONS_PAGE = 50

type Send = (body: DesignerJoinInput, idempotencyKey: string | null) => Promise<OwnDesignerApplication>

export const designerJoinSubmit = (send: Send = (body, key) => applyToEnterprise(body, key!, silent)) =>
  createIdempotentSubmit<DesignerJoinInput, OwnDesignerApplication>({ id: 'submitDesignerJoin', send })

export const designerJoinActors = {
  listOwnDesignerApplications: fromPromise<OwnDesignerApplication[]>(async () => {
    const page = await listOwnDesignerApplications({ current: 1, pageSize: OWN_APPLICATIONS_PAGE }, silent)
    return page.list
  }),
  searchDesignerEnterprises: fromPromise<DesignerEnterprise[], { keyword: string }>(async ({ input }) => {
    const keyword = input.keyword.trim()
    const page = await searchDesignerEnterprises(
      { current: 1, pageSize: 10, ...(keyword ? { keyword } : {}) },
      silent,
    )
    return page.list
  }),
  submitDesignerJoin: designerJoinSubmit(),
  withdrawDesignerApplication: fromPromise<void, { desAppId: number }>(async ({ input }) => {
    await withdrawDesignerApplication(input.desAppId, silent)
  }),
}
