// /member/inquiry/myCon (login required, router guard; issue 28 item 1): the contracts made from accepted quotes
// are the contract list of /member/contract/index filtered to source quote — the same screen and actor, not a
// copy. The source is written into the URL first, where the list reads its filters.
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { ContractListRoute } from './contract-list-route'

export function QuoteContractsRoute() {
  const [params, setParams] = useSearchParams()
  const ready = params.get('source') === 'quote'
  useEffect(() => {
    if (!ready)
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.set('source', 'quote')
          return next
        },
        { replace: true },
      )
  }, [ready, setParams])
  return ready ? <ContractListRoute /> : null
}
