// /member/footprint (login required, router guard): the products the member viewed; page and limit in the URL.
import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import { deleteFootprints, type DeleteFootprints } from '../../api/member-lists'
import { notify } from '../../lib/notify'
import type { footprintLoader } from './footprint-loader'
import { FootprintView } from './footprint-view'
import { collectMessages as m } from './messages'

export function FootprintRoute() {
  const page = useLoaderData<Awaited<ReturnType<typeof footprintLoader>>>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()
  const [busy, setBusy] = useState(false)
  const remove = async (target: DeleteFootprints) => {
    setBusy(true)
    try {
      await deleteFootprints(target)
      notify.toast('success', { id: m.deleted.id })
      await revalidator.revalidate()
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false)
    }
  }
  return (
    <FootprintView
      items={page.list}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      busy={busy || revalidator.state === 'loading'}
      onDeleteOne={(logId) => void remove({ logIds: [logId] })}
      onDeleteDay={(day) => void remove({ day })}
      onPageChange={(nextPage, limit) => {
        const params = new URLSearchParams(location.search)
        params.set('page', String(nextPage))
        params.set('limit', String(limit))
        navigate(`${location.pathname}?${params.toString()}`)
      }}
    />
  )
}
