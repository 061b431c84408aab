// The .xls import of /member/matCode (issue 27 item 3; SPEC.md §5): the template to download, the file picker,
// and the row-by-row preview that flags every bad row (empty cell, format, duplicate code, unknown SKU) before
// anything is saved; then only the good rows are saved. Plain props: the route owns the flow.
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../api/message'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { FilePicker } from '../../components/file-picker'
import { useSay } from '../../components/say'
import type { ImportRow, RowProblemKind, RowVerdict } from '../../schemas/material-code-rules'
import { MATERIAL_IMPORT_MAX_BYTES, MATERIAL_IMPORT_MAX_ROWS } from '../../schemas/material-code.schema'
import type { Message as LabelMessage } from '../../lib/intl'
import { materialCodeMessages as m } from './messages'

export type ImportStage = 'idle' | 'reading' | 'preview' | 'saving' | 'done' | 'failed'

export interface ImportPanelProps {
  stage: ImportStage
  fileName: string
  verdicts: readonly RowVerdict[] | null
  /** the file's row 1 when it was taken as the header (it names no SKU of the catalogue) */
  header: ImportRow | null
  refusal: Message | null
  saved: number
  canConfirm: boolean
  canRetry: boolean
  templateBusy: boolean
  onTemplate(): void
  onPick(file: File): void
  onConfirm(): void
  onCancel(): void
  onRetry(): void
  onReset(): void
}

const ACCEPT =
  '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const KIND_LABEL: Record<RowProblemKind, LabelMessage> = {
  emptyCell: m.kindEmptyCell,
  invalid: m.kindInvalid,
  duplicateExisting: m.kindDuplicateExisting,
  duplicateInFile: m.kindDuplicateInFile,
  unknownSku: m.kindUnknownSku,
}

function Cell({ text }: { text: string }) {
  return text.trim() === '' ? (
    <span className="material-codes__muted">
      <FormattedMessage {...m.emptyCell} />
    </span>
  ) : (
    <span className="material-codes__code">{text}</span>
  )
}

export function ImportPanel(props: ImportPanelProps) {
  const intl = useIntl()
  const say = useSay()
  const verdicts = props.verdicts ?? []
  const bad = verdicts.filter((verdict) => verdict.problem !== null)
  const good = verdicts.filter((verdict) => verdict.problem === null)
  const busy = props.stage === 'reading' || props.stage === 'saving'
  const baseColumns: DataColumn<RowVerdict>[] = [
    {
      key: 'line',
      header: intl.formatMessage(m.colLine),
      numeric: true,
      rowHeader: true,
      cell: (v) => v.row.line,
    },
    { key: 'code', header: intl.formatMessage(m.colCode), cell: (v) => <Cell text={v.row.materialCode} /> },
    { key: 'sku', header: intl.formatMessage(m.colSku), cell: (v) => <Cell text={v.row.productCode} /> },
  ]
  const badColumns: DataColumn<RowVerdict>[] = [
    ...baseColumns,
    {
      key: 'problem',
      header: intl.formatMessage(m.colProblem),
      cell: (v) =>
        v.problem ? (
          <span className="material-codes__problem">
            <StatusBadge tone="error">
              <FormattedMessage {...KIND_LABEL[v.problem.kind]} />
            </StatusBadge>
            <span>{say({ id: v.problem.id, values: v.problem.values })}</span>
          </span>
        ) : null,
    },
  ]
  const goodColumns: DataColumn<RowVerdict>[] = [
    ...baseColumns,
    { key: 'description', header: intl.formatMessage(m.colDescription), cell: (v) => v.row.description },
  ]
  const showPreview =
    props.verdicts !== null &&
    (props.stage === 'preview' || props.stage === 'saving' || props.stage === 'failed')
  return (
    <Card
      title={<FormattedMessage {...m.importTitle} />}
      actions={
        <button
          type="button"
          className="button"
          onClick={props.onTemplate}
          disabled={props.templateBusy}
          aria-busy={props.templateBusy || undefined}
        >
          <FormattedMessage {...m.template} />
        </button>
      }
    >
      <div className="material-codes__import">
        <p className="material-codes__lead">
          <FormattedMessage {...m.importLead} values={{ max: MATERIAL_IMPORT_MAX_ROWS }} />
        </p>
        <FilePicker
          label={<FormattedMessage {...m.fileLabel} />}
          buttonLabel={intl.formatMessage(m.fileButton)}
          accept={ACCEPT}
          chosen={props.fileName ? [props.fileName] : []}
          hint={
            <FormattedMessage {...m.fileHint} values={{ max: MATERIAL_IMPORT_MAX_BYTES / (1024 * 1024) }} />
          }
          error={props.stage === 'failed' && props.verdicts === null ? say(props.refusal) : null}
          status={props.stage === 'reading' ? <FormattedMessage {...m.reading} /> : null}
          disabled={busy}
          onPick={(files) => files[0] && props.onPick(files[0])}
        />
        {props.stage === 'done' ? (
          <p className="material-codes__notice" role="status">
            <span>
              <FormattedMessage {...m.importDone} values={{ count: props.saved, name: props.fileName }} />
            </span>
            <button type="button" className="link-button" onClick={props.onReset}>
              <FormattedMessage {...m.importAnother} />
            </button>
          </p>
        ) : null}
        {showPreview ? (
          <section className="material-codes__preview" aria-labelledby="material-codes-preview">
            <h3 id="material-codes-preview" className="material-codes__preview-title">
              <FormattedMessage {...m.previewTitle} values={{ name: props.fileName }} />
            </h3>
            <p role="status">
              <FormattedMessage
                {...m.previewSummary}
                values={{ total: verdicts.length, good: good.length, bad: bad.length }}
              />
            </p>
            {props.header ? (
              <p className="material-codes__lead">
                <FormattedMessage
                  {...m.headerRow}
                  values={{
                    cells: intl.formatList(
                      [props.header.materialCode, props.header.productCode, props.header.description]
                        .map((cell) => cell.trim())
                        .filter(Boolean)
                        .map((cell) => `«${cell}»`),
                      { type: 'conjunction' },
                    ),
                  }}
                />
              </p>
            ) : null}
            {props.stage === 'failed' && props.refusal ? (
              <p className="material-codes__error" role="alert">
                <FormattedMessage {...m.importFailed} values={{ name: props.fileName }} />{' '}
                {say(props.refusal)}
              </p>
            ) : null}
            {good.length === 0 ? (
              <p className="material-codes__error">
                <FormattedMessage {...m.noGoodRows} />
              </p>
            ) : null}
            <div className="material-codes__preview-actions">
              {props.stage === 'failed' ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!props.canRetry}
                  onClick={props.onRetry}
                >
                  <FormattedMessage {...m.retryImport} />
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!props.canConfirm || props.stage === 'saving'}
                  aria-busy={props.stage === 'saving' || undefined}
                  onClick={props.onConfirm}
                >
                  <FormattedMessage
                    {...(props.stage === 'saving' ? m.savingImport : m.confirmImport)}
                    values={{ count: good.length }}
                  />
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={props.stage === 'saving'}
                onClick={props.stage === 'failed' ? props.onReset : props.onCancel}
              >
                <FormattedMessage {...m.cancelImport} />
              </button>
            </div>
            {bad.length > 0 ? (
              <DataTable
                columns={badColumns}
                rows={bad}
                rowKey={(v) => v.row.line}
                caption={intl.formatMessage(m.badTitle)}
              />
            ) : null}
            {good.length > 0 ? (
              <details className="material-codes__good">
                <summary>
                  <FormattedMessage {...m.goodTitle} values={{ count: good.length }} />
                </summary>
                <DataTable
                  columns={goodColumns}
                  rows={good}
                  rowKey={(v) => v.row.line}
                  caption={intl.formatMessage(m.goodTitle, { count: good.length })}
                  captionHidden
                />
              </details>
            ) : null}
          </section>
        ) : null}
      </div>
    </Card>
  )
}
