// /replenish?verify=…&email=… (SPEC.md §2), reached after a login answered dofipayRegisterStatus 0.
import { useSearchParams } from 'react-router'
import { ReplenishView } from './replenish-view'

export function ReplenishRoute() {
  const [params] = useSearchParams()
  return (
    <ReplenishView
      email={params.get('email')?.trim() ?? ''}
      hasVerify={Boolean(params.get('verify')?.trim())}
    />
  )
}
