// /member/contract/add (issue 11 item 5; SPEC.md §5, §8): the new-contract form. Every field shows what was typed,
// also after a refusal; messages sit in reserved space under each field. Files: PDF, PNG or JPG of up to 5 MB,
// at most 5 (checked by the flow before upload). Plain props: the route owns the contract-add actor.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { StoreSummary } from '../../api/catalogue'
import type { ErrorMessage } from '../../api/errors'
import { FilePicker } from '../../components/file-picker'
import { CONTRACT_ATTACHMENTS_MAX, type ContractFormValues } from '../../schemas/contract.schema'
import type { Message } from '../../lib/intl'
import type { UploadResult } from '../../api/payment'
import { useSay } from '../../components/say'
import { contractMessages as m } from './messages'

export type ContractField = keyof ContractFormValues
export type FieldErrors = Partial<Record<ContractField, string>>
export type UploadedAttachment = UploadResult & { fileName: string }
export interface FileRefusal {
  fileName: string
  message: ErrorMessage
}

export interface ContractAddViewProps {
  values: ContractFormValues
  fieldErrors: FieldErrors
  stores: readonly StoreSummary[]
  attachments: readonly UploadedAttachment[]
  fileRefusal: FileRefusal | null
  /** files are being checked or uploaded */
  filesBusy: boolean
  submitting: boolean
  submitError: ErrorMessage | null
  onChange(field: ContractField, value: string): void
  onSearchStores(keyword: string): void
  onPickFiles(files: File[]): void
  onRemoveFile(index: number): void
  onSubmit(): void
}

function Field({
  label,
  error,
  children,
}: {
  label: Message
  error: string | undefined
  children: (ids: { id: string; errorId: string; invalid: boolean }) => ReactNode
}) {
  const intl = useIntl()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      {children({ id, errorId, invalid: Boolean(error) })}
      <p id={errorId} className="contract-form__error">
        {error ? intl.formatMessage({ id: error }) : null}
      </p>
    </div>
  )
}

const TEXT_FIELDS: [
  ContractField,
  Message,
  { inputMode?: 'decimal'; maxLength: number; placeholder?: string },
][] = [
  ['title', m.fieldTitle, { maxLength: 100 }],
  ['orderSn', m.fieldOrderSn, { maxLength: 40 }],
  ['startDate', m.fieldStart, { maxLength: 10, placeholder: 'AAAA-MM-DD' }],
  ['endDate', m.fieldEnd, { maxLength: 10, placeholder: 'AAAA-MM-DD' }],
  ['amount', m.fieldAmount, { inputMode: 'decimal', maxLength: 14 }],
]

export function ContractAddView(props: ContractAddViewProps) {
  const intl = useIntl()
  const say = useSay()
  const [keyword, setKeyword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  const input = (field: ContractField, message: Message, extra: (typeof TEXT_FIELDS)[number][2]) => (
    <Field key={field} label={message} error={props.fieldErrors[field]}>
      {({ id, errorId, invalid }) => (
        <input
          id={id}
          value={props.values[field]}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          onChange={(event) => props.onChange(field, event.target.value)}
          {...extra}
        />
      )}
    </Field>
  )
  return (
    <div className="page contracts">
      <h1>
        <FormattedMessage {...m.addTitle} />
      </h1>
      <p>
        <FormattedMessage {...m.addHint} />
      </p>
      <form className="contract-form" noValidate onSubmit={submit}>
        {input('title', m.fieldTitle, TEXT_FIELDS[0]![2])}
        <div className="contract-form__row">
          <label>
            <FormattedMessage {...m.fieldStoreSearch} />
            <input
              type="search"
              value={keyword}
              maxLength={50}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </label>
          <button type="button" className="button" onClick={() => props.onSearchStores(keyword)}>
            <FormattedMessage {...m.storeSearch} />
          </button>
        </div>
        <Field label={m.fieldStore} error={props.fieldErrors.storeId}>
          {({ id, errorId, invalid }) => (
            <select
              id={id}
              value={props.values.storeId}
              aria-invalid={invalid || undefined}
              aria-describedby={errorId}
              onChange={(event) => props.onChange('storeId', event.target.value)}
            >
              <option value="">{intl.formatMessage(m.storeChoose)}</option>
              {props.stores.map((store) => (
                <option key={store.storeId} value={String(store.storeId)}>
                  {store.storeName}
                </option>
              ))}
            </select>
          )}
        </Field>
        {TEXT_FIELDS.slice(1).map(([field, message, extra]) => input(field, message, extra))}
        <FilePicker
          label={intl.formatMessage(m.fieldFiles)}
          accept="application/pdf,image/png,image/jpeg"
          multiple
          summary={
            props.attachments.length > 0
              ? intl.formatMessage(m.filesCount, {
                  count: props.attachments.length,
                  max: CONTRACT_ATTACHMENTS_MAX,
                })
              : undefined
          }
          hint={intl.formatMessage(m.filesHint)}
          status={props.filesBusy ? intl.formatMessage(m.fileChecking) : null}
          error={
            props.fileRefusal
              ? intl.formatMessage(m.fileRefused, {
                  fileName: props.fileRefusal.fileName,
                  reason: say(props.fileRefusal.message),
                })
              : null
          }
          disabled={props.filesBusy || props.attachments.length >= CONTRACT_ATTACHMENTS_MAX}
          onPick={props.onPickFiles}
        >
          {props.attachments.length > 0 ? (
            <ul>
              {props.attachments.map((file, index) => (
                <li key={`${file.path}-${index}`}>
                  {file.fileName}{' '}
                  <button type="button" className="button" onClick={() => props.onRemoveFile(index)}>
                    {intl.formatMessage(m.removeFile, { fileName: file.fileName })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </FilePicker>
        <p className="contract-form__error" role="alert">
          {say(props.submitError)}
        </p>
        <div className="contract-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={props.submitting || props.filesBusy}
            aria-busy={props.submitting || undefined}
          >
            <FormattedMessage {...m.save} />
          </button>
          <Link className="button" to="/member/contract/index">
            <FormattedMessage {...m.cancelAdd} />
          </Link>
        </div>
      </form>
    </div>
  )
}
