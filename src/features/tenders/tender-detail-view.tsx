// One tender (issue 28 item 2; SPEC.md §2 /bid/detail, /bid/openBid, /bid/winbidNoti, /bid/terbidNoti and
// /member/bid?tenderSn=): its winning or termination notice, its facts, items and documents, and its offers —
// sealed until the deadline, then side by side, cheapest first. The owner awards one after a confirmation or
// terminates the tender with a reason. Plain props: the route owns the tender actor.
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { TenderDetail, TenderOffer, TenderState } from '../../api/tenders'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { tenderMessages as m } from './messages'
import { OfferTable, TENDER_STATE_LABEL, TenderFacts } from './tender-parts'
import './tenders.css'

export interface TenderDetailViewProps {
  title: Message
  back: { to: string; label: Message }
  /** the notice the page is about: it says so when the tender has none yet */
  notice?: Extract<TenderState, 'won' | 'terminated'>
  status: 'loading' | 'loadFailed' | 'ready'
  tender: TenderDetail | null
  /** a member is signed in (the opened offers are theirs to read) */
  signedIn: boolean
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  busy: boolean
  pendingOffer: TenderOffer | null
  confirmingTermination: boolean
  onRetry(): void
  onRefresh(): void
  onAward(offerSn: string): void
  onConfirmAward(): void
  onCancelAward(): void
  onTerminate(): void
  onConfirmTermination(reason: string): void
  onCancelTermination(): void
}

function Notice({ tender }: { tender: TenderDetail }) {
  if (tender.winner)
    return (
      <Card title={<FormattedMessage {...m.winNotice} />}>
        <p className="tenders__notice" role="status">
          <FormattedMessage
            {...m.winNoticeText}
            values={{
              tenderSn: tender.tenderSn,
              store: tender.winner.storeName,
              amount: formatMoney(tender.winner.amount),
              date: formatDateTime(tender.winner.awardedAt),
            }}
          />
        </p>
      </Card>
    )
  if (tender.terminatedAt)
    return (
      <Card title={<FormattedMessage {...m.terminationNotice} />}>
        <p className="tenders__notice" role="status">
          <FormattedMessage
            {...m.terminationNoticeText}
            values={{
              tenderSn: tender.tenderSn,
              date: formatDateTime(tender.terminatedAt),
              reason: tender.terminationReason ?? '',
            }}
          />
        </p>
      </Card>
    )
  return null
}

function TerminateDialog(props: {
  open: boolean
  busy: boolean
  error: ReactNode
  onConfirm(reason: string): void
  onCancel(): void
}) {
  const [reason, setReason] = useState('')
  return (
    <ConfirmDialog
      open={props.open}
      title={<FormattedMessage {...m.terminateTitle} />}
      message={
        <>
          <FormattedMessage {...m.terminateMessage} />
          <FormField label={<FormattedMessage {...m.terminateReason} />} required error={props.error}>
            <textarea
              rows={3}
              maxLength={220}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </>
      }
      confirmLabel={<FormattedMessage {...m.terminateConfirm} />}
      cancelLabel={<FormattedMessage {...m.keep} />}
      busy={props.busy}
      onConfirm={() => props.onConfirm(reason)}
      onCancel={props.onCancel}
    />
  )
}

export function TenderDetailView(props: TenderDetailViewProps) {
  const say = useSay()
  const intl = useIntl()
  const { tender } = props
  const header = (actions?: ReactNode) => (
    <PageHeader
      title={<FormattedMessage {...props.title} />}
      lead={tender ? `${tender.tenderSn} · ${tender.title}` : undefined}
      back={{ to: props.back.to, label: <FormattedMessage {...props.back.label} /> }}
      actions={actions}
    />
  )
  if (props.status === 'loading' && !tender)
    return (
      <div className="page tenders">
        {header()}
        <PageLoader />
      </div>
    )
  if (!tender)
    return (
      <div className="page tenders">
        {header()}
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  const opened = tender.state !== 'open'
  const canEnd = tender.isOwner && (tender.state === 'open' || tender.state === 'opening')
  return (
    <div className="page tenders">
      {header(
        <>
          <button type="button" className="button" disabled={props.busy} onClick={props.onRefresh}>
            <FormattedMessage {...m.refresh} />
          </button>
          {canEnd ? (
            <button type="button" className="button" disabled={props.busy} onClick={props.onTerminate}>
              <FormattedMessage {...m.terminate} />
            </button>
          ) : null}
        </>,
      )}
      {props.notice && tender.state !== props.notice ? (
        <p role="status" className="tenders__note">
          <FormattedMessage
            {...m.noticeNotYet}
            values={{ state: intl.formatMessage(TENDER_STATE_LABEL[tender.state]) }}
          />
        </p>
      ) : null}
      <Notice tender={tender} />
      {props.actionError && !props.pendingOffer && !props.confirmingTermination ? (
        <p role="alert" className="tenders__error">
          {say(props.actionError)}
        </p>
      ) : null}
      <Card title={<FormattedMessage {...m.offersTitle} />}>
        {!opened ? (
          <p>
            <FormattedMessage
              {...m.offersSealed}
              values={{ deadline: tender.deadline, count: tender.offerCount }}
            />
          </p>
        ) : !props.signedIn ? (
          <p>
            <FormattedMessage {...m.offersLogin} />
          </p>
        ) : tender.offers.length === 0 ? (
          <p>
            <FormattedMessage {...m.noOffers} />
          </p>
        ) : (
          <OfferTable
            offers={tender.offers}
            canAward={tender.isOwner && tender.state === 'opening'}
            busy={props.busy}
            onAward={props.onAward}
          />
        )}
      </Card>
      <TenderFacts tender={tender} />
      <ConfirmDialog
        open={props.pendingOffer !== null}
        title={<FormattedMessage {...m.awardTitle} />}
        message={
          <>
            <FormattedMessage
              {...m.awardMessage}
              values={{
                store: props.pendingOffer?.storeName ?? '',
                amount: formatMoney(props.pendingOffer?.amount ?? 0),
              }}
            />
            {props.actionError ? <span role="alert"> {say(props.actionError)}</span> : null}
          </>
        }
        confirmLabel={<FormattedMessage {...m.awardConfirm} />}
        cancelLabel={<FormattedMessage {...m.keep} />}
        busy={props.busy}
        busyLabel={<FormattedMessage {...m.awarding} />}
        onConfirm={props.onConfirmAward}
        onCancel={props.onCancelAward}
      />
      <TerminateDialog
        open={props.confirmingTermination}
        busy={props.busy}
        error={say(props.actionError)}
        onConfirm={props.onConfirmTermination}
        onCancel={props.onCancelTermination}
      />
    </div>
  )
}
