// /member/matCode (issue 27 item 3): owns the material-codes actor (machines/material-codes) and its list child,
// and reads them through the machine module's readers. The list's page and search live in the URL. The template
// is written by the import's Web Worker when asked for and handed to the browser as a download.
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import {
  canConfirmImport,
  canRetryImport,
  codeDraftOf,
  confirmingIdOf,
  importFileNameOf,
  importRefusalOf,
  importSavedOf,
  importStageOf,
  importVerdictsOf,
  importHeaderOf,
  isChangingRows,
  isDraftSaving,
  listErrorOf,
  listFormErrorOf,
  listKeywordOf,
  listNoticeOf,
  listPaginationOf,
  listPendingIdOf,
  listRefOf,
  listRowsOf,
  listStatusOf,
  materialCodesMachine,
  type MaterialCodeListRef,
} from '../../../machines/material-codes/material-codes.machine'
import { useFlowActor } from '../../lib/flow'
import { materialTemplateBytes } from '../../lib/sheet/sheet-worker'
import { materialCodeMessages as m } from './messages'
import { MaterialCodesView } from './material-codes-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.ms-excel' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function MaterialCodesRoute() {
  const intl = useIntl()
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as Size
  const keywordParam = params.get('keyword')?.trim().slice(0, 100) ?? ''
  const actor = useFlowActor(materialCodesMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize: SIZES.includes(pageSize) ? pageSize : 20,
        ...(keywordParam ? { keyword: keywordParam } : {}),
      },
    },
  })
  const listRef = useSelector(actor, listRefOf) as MaterialCodeListRef
  const list = {
    status: useSelector(listRef, listStatusOf),
    rows: useSelector(listRef, listRowsOf),
    pagination: useSelector(listRef, listPaginationOf),
    error: useSelector(listRef, listErrorOf),
    keyword: useSelector(listRef, listKeywordOf),
    changing: useSelector(listRef, isChangingRows),
    pendingId: useSelector(listRef, listPendingIdOf),
    confirmingId: useSelector(listRef, confirmingIdOf),
    notice: useSelector(listRef, listNoticeOf),
    draft: useSelector(listRef, codeDraftOf),
    saving: useSelector(listRef, isDraftSaving),
    formError: useSelector(listRef, listFormErrorOf),
  }
  const stage = useSelector(actor, importStageOf)
  const fileName = useSelector(actor, importFileNameOf)
  const verdicts = useSelector(actor, importVerdictsOf)
  const importHeader = useSelector(actor, importHeaderOf)
  const refusal = useSelector(actor, importRefusalOf)
  const saved = useSelector(actor, importSavedOf)
  const canConfirm = useSelector(actor, canConfirmImport)
  const canRetry = useSelector(actor, canRetryImport)
  const [templateBusy, setTemplateBusy] = useState(false)

  const setQuery = (next: { current: number; pageSize: number; keyword: string }) =>
    setParams(
      {
        current: String(next.current),
        pageSize: String(next.pageSize),
        ...(next.keyword ? { keyword: next.keyword } : {}),
      },
      { replace: true },
    )
  const byId = (id: number | string | null | undefined) => list.rows.find((row) => row.codeId === id)
  const confirmRow = byId(list.confirmingId ?? (list.changing ? list.pendingId : null))
  const draftRow = list.draft?.id == null ? null : byId(list.draft.id)

  const onTemplate = async () => {
    setTemplateBusy(true)
    try {
      const bytes = await materialTemplateBytes({
        sheetName: intl.formatMessage(m.templateSheet),
        header: [m.colCode, m.colSku, m.colDescription].map((message) => intl.formatMessage(message)),
        examples: [['MAT-0001', 'PC-000001-1', intl.formatMessage(m.templateExample)]],
      })
      download(bytes, intl.formatMessage(m.templateFile))
    } finally {
      setTemplateBusy(false)
    }
  }

  return (
    <MaterialCodesView
      list={{
        status: list.status,
        rows: list.rows,
        pagination: list.pagination,
        error: list.error,
        keyword: list.keyword,
        busyId: list.changing ? list.pendingId : null,
        onPage: (page, size) => {
          listRef.send({ type: 'page.changed', page, pageSize: size })
          setQuery({ current: page, pageSize: size, keyword: list.keyword })
        },
        onSearch: (keyword) => {
          listRef.send({ type: 'filter.changed', filter: { keyword: keyword || undefined } })
          setQuery({ current: 1, pageSize: list.pagination.pageSize, keyword })
        },
        onRetry: () => listRef.send({ type: 'retry' }),
        onAdd: () => listRef.send({ type: 'editor.opened' }),
        onEdit: (id) => listRef.send({ type: 'editor.opened', id }),
        onDelete: (id) => listRef.send({ type: 'delete.requested', id }),
      }}
      notice={list.notice}
      onDismissNotice={() => listRef.send({ type: 'notice.dismissed' })}
      confirmDelete={
        confirmRow && (list.confirmingId !== null || list.changing)
          ? { code: confirmRow, busy: list.changing }
          : null
      }
      onConfirmDelete={() => listRef.send({ type: 'delete.confirmed' })}
      onCancelDelete={() => listRef.send({ type: 'delete.cancelled' })}
      editor={
        list.draft
          ? {
              editing: draftRow ? draftRow.materialCode : null,
              values: list.draft.values,
              saving: list.saving,
              error: list.formError,
            }
          : null
      }
      onSaveCode={(values) => listRef.send({ type: 'editor.saved', values })}
      onCancelCode={() => listRef.send({ type: 'editor.cancelled' })}
      importPanel={{
        stage,
        fileName,
        verdicts,
        header: importHeader,
        refusal,
        saved,
        canConfirm,
        canRetry,
        templateBusy,
        onTemplate: () => void onTemplate(),
        onPick: (file) => actor.send({ type: 'file.picked', file, name: file.name }),
        onConfirm: () => actor.send({ type: 'import.confirmed' }),
        onCancel: () => actor.send({ type: 'import.cancelled' }),
        onRetry: () => actor.send({ type: 'import.retried' }),
        onReset: () => actor.send({ type: 'import.reset' }),
      }}
    />
  )
}
