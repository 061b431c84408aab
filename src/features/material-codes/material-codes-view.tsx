// /member/matCode (issue 27 item 3; SPEC.md §2, §5, §6 enterprise): the enterprise's material codes — its own
// code for a SKU of the catalogue — searched, added and edited by hand, deleted after a confirmation; and the
// .xls import with its template and row-by-row preview (./import-panel.tsx). Plain props: the route owns the flows
// (machines/material-codes).
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { MaterialCode } from '../../api/material-codes'
import type { Message } from '../../api/message'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import type { MaterialCodeValues } from '../../schemas/material-code.schema'
import { CodeDialog } from './code-dialog'
import { ImportPanel, type ImportPanelProps } from './import-panel'
import { materialCodeMessages as m } from './messages'
import './material-codes.css'

type Status = 'loading' | 'loadFailed' | 'ready'

export interface MaterialCodesViewProps {
  list: {
    status: Status
    rows: readonly MaterialCode[]
    pagination: { current: number; pageSize: number; total: number }
    error: Message | null
    keyword: string
    /** the row a change runs on, or null */
    busyId: string | number | null
    onPage(current: number, pageSize: number): void
    onSearch(keyword: string): void
    onRetry(): void
    onAdd(): void
    onEdit(codeId: number): void
    onDelete(codeId: number): void
  }
  notice: { tone: 'success' | 'error'; message: Message } | null
  onDismissNotice(): void
  /** the code waiting for the delete's confirmation */
  confirmDelete: { code: MaterialCode; busy: boolean } | null
  onConfirmDelete(): void
  onCancelDelete(): void
  editor: {
    editing: string | null
    values: MaterialCodeValues
    saving: boolean
    error: Message | null
  } | null
  onSaveCode(values: MaterialCodeValues): void
  onCancelCode(): void
  importPanel: ImportPanelProps
}

const frameStatus = (status: Status) => (status === 'loadFailed' ? 'error' : status)

export function MaterialCodesView(props: MaterialCodesViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { list } = props
  const [keyword, setKeyword] = useState(list.keyword)
  const columns: DataColumn<MaterialCode>[] = [
    {
      key: 'code',
      header: intl.formatMessage(m.colCode),
      rowHeader: true,
      nowrap: true,
      cell: (row) => <span className="material-codes__code">{row.materialCode}</span>,
    },
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      cell: (row) => (
        <span className="material-codes__product">
          <Link to={`/goods/detail?productId=${row.productId}`}>{row.goodsName}</Link>
          <span className="material-codes__muted">
            {row.productCode}
            {row.specValues ? ` · ${row.specValues}` : ''}
          </span>
        </span>
      ),
    },
    { key: 'description', header: intl.formatMessage(m.colDescription), cell: (row) => row.description },
    {
      key: 'created',
      header: intl.formatMessage(m.colCreated),
      nowrap: true,
      cell: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      // both buttons on one line: a row of two lines, not three, at 1280 px
      nowrap: true,
      cell: (row) => {
        const busy = list.busyId === row.codeId
        const code = { code: row.materialCode }
        return (
          <span className="material-codes__actions">
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.editFor, code)}
              onClick={() => list.onEdit(row.codeId)}
            >
              <FormattedMessage {...m.edit} />
            </button>
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.deleteFor, code)}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => list.onDelete(row.codeId)}
            >
              <FormattedMessage {...m.delete} />
            </button>
          </span>
        )
      },
    },
  ]
  const searching = list.keyword !== ''
  return (
    <div className="page material-codes">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        lead={<FormattedMessage {...m.lead} />}
        actions={
          <button type="button" className="button button--primary" onClick={list.onAdd}>
            <FormattedMessage {...m.add} />
          </button>
        }
      />
      {props.notice ? (
        <p
          className={`material-codes__notice${props.notice.tone === 'error' ? ' material-codes__notice--error' : ''}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{say(props.notice.message)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </p>
      ) : null}
      <ImportPanel {...props.importPanel} />
      <Card title={<FormattedMessage {...m.listTitle} />}>
        <PagedListFrame
          status={frameStatus(list.status)}
          error={say(list.error)}
          onRetry={list.onRetry}
          toolbar={
            <form
              className="material-codes__search"
              role="search"
              onSubmit={(event) => {
                event.preventDefault()
                list.onSearch(keyword.trim())
              }}
            >
              <label>
                <FormattedMessage {...m.searchLabel} />
                <input
                  type="search"
                  maxLength={100}
                  value={keyword}
                  onChange={(event) => setKeyword(event.target.value)}
                />
              </label>
              <button type="submit" className="button">
                <FormattedMessage {...m.search} />
              </button>
              {searching ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setKeyword('')
                    list.onSearch('')
                  }}
                >
                  <FormattedMessage {...m.clearSearch} />
                </button>
              ) : null}
            </form>
          }
          isEmpty={list.rows.length === 0}
          empty={
            searching ? (
              <EmptyState
                title={<FormattedMessage {...m.noMatch} values={{ keyword: list.keyword }} />}
                headingLevel={3}
              />
            ) : (
              <EmptyState
                title={<FormattedMessage {...m.empty} />}
                text={<FormattedMessage {...m.emptyText} />}
                headingLevel={3}
              />
            )
          }
          pager={{
            page: list.pagination.current,
            limit: list.pagination.pageSize,
            total: list.pagination.total,
            onChange: list.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.codeId}
            caption={intl.formatMessage(m.listCaption)}
            captionHidden
            busy={list.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
      <ConfirmDialog
        open={props.confirmDelete !== null}
        title={
          <FormattedMessage
            {...m.deleteQuestion}
            values={{ code: props.confirmDelete?.code.materialCode ?? '' }}
          />
        }
        message={<FormattedMessage {...m.deleteText} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        busy={props.confirmDelete?.busy ?? false}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.editor ? (
        <CodeDialog
          editing={props.editor.editing}
          values={props.editor.values}
          saving={props.editor.saving}
          error={props.editor.error}
          onSave={props.onSaveCode}
          onCancel={props.onCancelCode}
        />
      ) : null}
    </div>
  )
}
