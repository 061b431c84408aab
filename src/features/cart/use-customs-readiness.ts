// Whether the logged-in buyer is ready for customs (issue 27 item 7), for the cart's notice: the customs
// registration flow read once through its reader. Only a member's cart calls it (a visitor has no registration).
import { useSelector } from '@xstate/react'
import { customsMachine, customsReadyOf } from '../../../machines/customs-registration/customs.machine'
import { useFlowActor } from '../../lib/flow'

export function useCustomsReadiness(): boolean | null {
  const actorRef = useFlowActor(customsMachine)
  return useSelector(actorRef, customsReadyOf)
}
