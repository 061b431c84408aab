// /member/apply (issue 27 item 5; SPEC.md §2, §6 memberType 2): a designer finds an enterprise that accepts
// designers, writes what they can propose to it and sends the application; below, their applications with the
// state and the enterprise's answer, and "Retirar" for a pending one. Plain props: the route owns the actor.
import { FormattedMessage, useIntl } from 'react-intl'
import type { DesignerEnterprise, OwnDesignerApplication } from '../../api/designers'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { DESIGNER_JOIN_MESSAGE_MAX } from '../../schemas/designer-join.schema'
import { ApplicationStateBadge } from './designer-parts'
import { designerMessages as m } from './messages'
import './designers.css'

export type MemberApplyNotice =
  { kind: 'sent'; enterpriseName: string } | { kind: 'retracted'; enterpriseName: string }

export interface MemberApplyViewProps {
  stage: 'loading' | 'loadFailed' | 'ready'
  applications: readonly OwnDesignerApplication[]
  keyword: string
  /** null before the first search */
  enterprises: readonly DesignerEnterprise[] | null
  enterprise: DesignerEnterprise | null
  message: string
  errors: Partial<Record<'enterpriseId' | 'message', ErrorMessage>>
  error: ErrorMessage | null
  notice: MemberApplyNotice | null
  searching: boolean
  sending: boolean
  busy: boolean
  withdrawing: OwnDesignerApplication | null
  onKeyword(value: string): void
  onSearch(): void
  onChoose(enterprise: DesignerEnterprise): void
  onMessage(value: string): void
  onSubmit(): void
  onWithdraw(desAppId: number): void
  onWithdrawConfirm(): void
  onWithdrawCancel(): void
  onRetry(): void
}

export function MemberApplyView(props: MemberApplyViewProps) {
  const intl = useIntl()
  const header = (
    <PageHeader title={<FormattedMessage {...m.joinTitle} />} lead={<FormattedMessage {...m.joinLead} />} />
  )
  if (props.stage === 'loading') return <PageLoader />
  if (props.stage === 'loadFailed')
    return (
      <div className="page designers">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  return (
    <div className="page designers">
      {header}
      <JoinForm {...props} />
      <Card title={<FormattedMessage {...m.joinListTitle} />}>
        {props.applications.length === 0 ? (
          <EmptyState title={<FormattedMessage {...m.joinEmpty} />} />
        ) : (
          <DataTable
            columns={columns(props, intl)}
            rows={props.applications}
            rowKey={(row) => row.desAppId}
            caption={intl.formatMessage(m.joinListCaption)}
            captionHidden
          />
        )}
      </Card>
      <ConfirmDialog
        open={props.withdrawing !== null}
        title={intl.formatMessage(m.withdrawTitle, { name: props.withdrawing?.enterpriseName ?? '' })}
        message={<FormattedMessage {...m.withdrawText} />}
        confirmLabel={<FormattedMessage {...m.withdraw} />}
        cancelLabel={<FormattedMessage {...m.cancel} />}
        busy={props.busy}
        busyLabel={<FormattedMessage {...m.withdrawing} />}
        onConfirm={props.onWithdrawConfirm}
        onCancel={props.onWithdrawCancel}
      />
    </div>
  )
}

function columns(
  props: MemberApplyViewProps,
  intl: ReturnType<typeof useIntl>,
): DataColumn<OwnDesignerApplication>[] {
  return [
    {
      key: 'enterprise',
      header: intl.formatMessage(m.colEnterprise),
      rowHeader: true,
      cell: (row) => row.enterpriseName,
    },
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      nowrap: true,
      cell: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (row) => <ApplicationStateBadge state={row.state} />,
    },
    {
      key: 'answer',
      header: intl.formatMessage(m.colAnswer),
      cell: (row) =>
        row.state === 2 && row.decideTime
          ? intl.formatMessage(m.joinAccepted, { date: formatDateTime(row.decideTime) })
          : row.state === 3 && row.declineReason
            ? intl.formatMessage(m.joinDeclined, { reason: row.declineReason })
            : intl.formatMessage(m.joinWaiting),
    },
    {
      key: 'action',
      header: intl.formatMessage(m.colAction),
      nowrap: true,
      cell: (row) =>
        row.state === 1 ? (
          <button
            type="button"
            className="button"
            disabled={props.busy}
            aria-label={intl.formatMessage(m.withdrawFor, { name: row.enterpriseName })}
            onClick={() => props.onWithdraw(row.desAppId)}
          >
            <FormattedMessage {...m.withdraw} />
          </button>
        ) : null,
    },
  ]
}

function JoinForm(props: MemberApplyViewProps) {
  const intl = useIntl()
  const say = useSay()
  const notice = props.notice
    ? intl.formatMessage(props.notice.kind === 'sent' ? m.joinSent : m.joinWithdrawn, {
        name: props.notice.enterpriseName,
      })
    : null
  const choiceError = say(props.errors.enterpriseId)
  return (
    <Card title={<FormattedMessage {...m.joinFormTitle} />}>
      <form
        className="designers__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <div className="designers__search">
          <FormField
            label={<FormattedMessage {...m.joinKeyword} />}
            hint={<FormattedMessage {...m.joinKeywordHint} />}
          >
            <input
              type="search"
              value={props.keyword}
              maxLength={50}
              autoComplete="organization"
              onChange={(event) => props.onKeyword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                props.onSearch()
              }}
            />
          </FormField>
          <button
            type="button"
            className="button"
            aria-disabled={props.searching || undefined}
            onClick={() => {
              if (!props.searching) props.onSearch()
            }}
          >
            <FormattedMessage {...(props.searching ? m.joinSearching : m.joinSearch)} />
          </button>
        </div>
        <fieldset
          className="designers__choices"
          aria-describedby={choiceError ? 'designer-join-choice-error' : undefined}
        >
          <legend>
            <FormattedMessage {...m.joinFound} />{' '}
            <span className="kit-field__required" aria-hidden="true">
              *
            </span>
          </legend>
          {props.enterprises === null ? (
            <p className="designers__note">
              <FormattedMessage {...m.joinNotSearched} />
            </p>
          ) : props.enterprises.length === 0 ? (
            <p className="designers__note">
              <FormattedMessage {...m.joinNoneFound} />
            </p>
          ) : (
            <ul>
              {props.enterprises.map((row) => (
                <li key={row.enterpriseId}>
                  <label>
                    <input
                      type="radio"
                      name="designer-join-enterprise"
                      value={row.enterpriseId}
                      checked={props.enterprise?.enterpriseId === row.enterpriseId}
                      onChange={() => props.onChoose(row)}
                    />{' '}
                    {row.enterpriseName}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p id="designer-join-choice-error" className="designers__error" aria-live="polite">
            {choiceError}
          </p>
        </fieldset>
        <FormField
          label={<FormattedMessage {...m.joinMessage} />}
          hint={<FormattedMessage {...m.joinMessageHint} />}
          error={say(props.errors.message)}
          required
        >
          <textarea
            className="designers__intro"
            value={props.message}
            maxLength={DESIGNER_JOIN_MESSAGE_MAX}
            onChange={(event) => props.onMessage(event.target.value)}
          />
        </FormField>
        {props.error && props.withdrawing === null ? (
          <p className="designers__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <div className="designers__actions">
          <button type="submit" className="button button--primary" aria-disabled={props.busy || undefined}>
            <FormattedMessage {...(props.sending ? m.submitting : m.joinSubmit)} />
          </button>
          <p className="designers__status" role="status">
            {notice}
          </p>
        </div>
      </form>
    </Card>
  )
}
