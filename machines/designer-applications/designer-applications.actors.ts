// I/O of an enterprise's designer applications (issue 27 item 5; SPEC.md §2 /member/desApp/*, §6 memberType 3):
// one application read again on demand, and the decision (accept, or decline with a reason). Silent: the screen
// shows the server's word beside the application.
import { fromPromise } from 'xstate'
import {
  decideDesignerApplication,
  getDesignerApplication,
  type DesignerApplication,
  type DesignerApplicationDecision,
} from '../../src/api/designers'

const silent = { silent: true } as const

export const designerApplicationActors = {
  getDesignerApplication: fromPromise<DesignerApplication, { desAppId: number }>(({ input }) =>
    getDesignerApplication(input.desAppId, silent),
  ),
  decideDesignerApplication: fromPromise<DesignerApplication, DesignerApplicationDecision>(({ input }) =>
    decideDesignerApplication(input, silent),
  ),
}
