// /member/contract/detail?contractNo= (issue 11 item 5; SPEC.md §2, §3 contract): parties, terms, the order, the
// document and attachments (each previewed in the page at /previewFile), the history, and the actions the server
// offers (sign, withdraw an own contract after a confirmation). Plain props: the route owns the actor.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ContractDetail } from '../../api/contracts'
import type { ErrorMessage } from '../../api/errors'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { StoreLink } from '../../components/entity-links'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { ACTOR_LABEL, EVENT_LABEL, SOURCE_LABEL, StateBadge } from './contract-parts'
import { LoadFailed, useSay } from '../../components/say'
import { contractMessages as m } from './messages'

export interface ContractDetailViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  contract: ContractDetail | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  busy: boolean
  confirmingCancel: boolean
  cancelled: boolean
  onCancel(): void
  onConfirmCancel(): void
  onDismissCancel(): void
  onRetry(): void
  /** The supplier's screens (/inquiry/supplier/init_contract, contract_info): a lead and their own actions. */
  supplier?: { lead: ReactNode; actions: ReactNode }
}

export function ContractDetailView(props: ContractDetailViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { contract } = props
  return (
    <div className="page contracts">
      {props.status === 'loadFailed' || !contract ? (
        <>
          <h1>
            <FormattedMessage {...m.listTitle} />
          </h1>
          {props.status === 'loadFailed' ? (
            <LoadFailed error={props.loadError} onRetry={props.onRetry} />
          ) : (
            <p role="status">
              <FormattedMessage {...m.loading} />
            </p>
          )}
        </>
      ) : (
        <>
          <h1>
            <FormattedMessage {...m.detailTitle} values={{ contractNo: contract.contractNo }} />
          </h1>
          <p>
            {contract.title} <StateBadge state={contract.state} />
          </p>
          {props.supplier?.lead}
          {props.cancelled ? (
            <p role="status">
              <FormattedMessage {...m.cancelled} />
            </p>
          ) : null}
          <div className="contract-sections">
            <section aria-labelledby="contract-parties">
              <h2 id="contract-parties">
                <FormattedMessage {...m.parties} />
              </h2>
              <dl className="contract-facts">
                <dt>
                  <FormattedMessage {...m.buyer} />
                </dt>
                <dd>
                  {contract.buyer.name} ({contract.buyer.email})
                </dd>
                <dt>
                  <FormattedMessage {...m.seller} />
                </dt>
                <dd>
                  <StoreLink storeId={contract.seller.storeId}>{contract.seller.storeName}</StoreLink>
                </dd>
              </dl>
            </section>
            <section aria-labelledby="contract-terms">
              <h2 id="contract-terms">
                <FormattedMessage {...m.terms} />
              </h2>
              <dl className="contract-facts">
                <dt>
                  <FormattedMessage {...m.amount} />
                </dt>
                <dd>{formatMoney(contract.amount)}</dd>
                <dt>
                  <FormattedMessage {...m.colValidity} />
                </dt>
                <dd>
                  <FormattedMessage
                    {...m.validity}
                    values={{ start: contract.startDate, end: contract.endDate }}
                  />
                </dd>
                <dt>
                  <FormattedMessage {...m.order} />
                </dt>
                <dd>
                  {contract.orderSn ? (
                    <Link to={`/member/order/detail?orderSn=${encodeURIComponent(contract.orderSn)}`}>
                      {contract.orderSn}
                    </Link>
                  ) : (
                    <FormattedMessage {...m.noOrder} />
                  )}
                </dd>
                <dt>
                  <FormattedMessage {...m.source} />
                </dt>
                <dd>
                  <FormattedMessage {...SOURCE_LABEL[contract.source]} />
                </dd>
                <dt>
                  <FormattedMessage {...m.createdAt} />
                </dt>
                <dd>{formatDateTime(contract.createdAt)}</dd>
              </dl>
              {contract.signedAt && contract.signerName ? (
                <p>
                  <FormattedMessage
                    {...m.signedBy}
                    values={{ name: contract.signerName, at: formatDateTime(contract.signedAt) }}
                  />
                </p>
              ) : null}
            </section>
          </div>
          <section aria-labelledby="contract-files">
            <h2 id="contract-files">
              <FormattedMessage {...m.files} />
            </h2>
            <ul>
              {contract.files.map((file) => (
                <li key={file.fileId}>
                  <FormattedMessage {...(file.kind === 'document' ? m.fileDocument : m.fileAttachment)} />
                  {': '}
                  <Link to={`/previewFile?fileId=${file.fileId}`}>
                    {intl.formatMessage(m.preview, { fileName: file.fileName })}
                  </Link>{' '}
                  <FormattedMessage
                    {...m.fileSize}
                    values={{ size: Math.max(1, Math.round(file.size / 1024)) }}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contract-history">
            <h2 id="contract-history">
              <FormattedMessage {...m.history} />
            </h2>
            <ol>
              {contract.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  {formatDateTime(entry.at)} — <FormattedMessage {...EVENT_LABEL[entry.event]} /> (
                  <FormattedMessage {...ACTOR_LABEL[entry.actor]} />)
                </li>
              ))}
            </ol>
          </section>
          <p className="contract-form__error" role="alert">
            {say(props.actionError)}
          </p>
          <div className="contract-actions">
            {props.supplier ? props.supplier.actions : null}
            {!props.supplier && contract.canSign ? (
              <Link
                className="button button--primary"
                to={`/contract/agreement?contractNo=${encodeURIComponent(contract.contractNo)}`}
              >
                <FormattedMessage {...m.sign} />
              </Link>
            ) : null}
            {!props.supplier && contract.canCancel ? (
              <button type="button" className="button" disabled={props.busy} onClick={props.onCancel}>
                <FormattedMessage {...m.cancel} />
              </button>
            ) : null}
            {props.supplier ? null : (
              <Link className="button" to="/member/contract/index">
                <FormattedMessage {...m.backToList} />
              </Link>
            )}
          </div>
          <ConfirmDialog
            open={props.confirmingCancel}
            title={intl.formatMessage(m.cancelTitle)}
            message={intl.formatMessage(m.cancelText, { contractNo: contract.contractNo })}
            confirmLabel={intl.formatMessage(m.cancelYes)}
            cancelLabel={intl.formatMessage(m.cancelNo)}
            onConfirm={props.onConfirmCancel}
            onCancel={props.onDismissCancel}
          />
        </>
      )}
    </div>
  )
}
