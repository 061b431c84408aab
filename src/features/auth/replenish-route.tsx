// /replenish?verify=…&email=… (SPEC.md §2), reached after a login answered dofipayRegisterStatus 0. Owns the
// replenish machine (issue 11 item 2).
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  replenishErrorOf,
  replenishMachine,
  replenishSentOf,
} from '../../../machines/replenish/replenish.machine'
import { useFlowActor } from '../../lib/flow'
import { ReplenishView } from './replenish-view'

export function ReplenishRoute() {
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const verify = params.get('verify')?.trim() ?? ''
  const actor = useFlowActor(replenishMachine, { input: { verify, email } })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sent = useSelector(actor, replenishSentOf)
  const error = useSelector(actor, replenishErrorOf)
  return (
    <ReplenishView
      email={email}
      hasVerify={Boolean(verify)}
      busy={busy}
      error={error}
      sent={sent}
      onSubmit={(values) => actor.send({ type: 'form.submitted', values })}
    />
  )
}
