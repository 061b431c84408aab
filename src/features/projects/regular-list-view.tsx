// /member/regular/list (issue 27 item 6; SPEC.md §2, §5 purchase quantities): the member's frequent-purchase
// lists, each with its products and quantities, added to the cart whole (the lines the cart refused are named
// with the reason: minimum order, multiples, stock, off the shelf), renamed in a dialog, or deleted after the
// kit's confirmation. A list is made from an order's page («Guardar como lista»). Plain props: the route owns
// the flow (machines/projects/regular-lists.machine.ts).
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import type { RegularList } from '../../api/projects'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Dialog } from '../../components/dialog'
import { EmptyState } from '../../components/empty-state'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatCount, formatDateTime } from '../../i18n/format'
import { PROJECT_NAME_MAX, regularListNameSchema } from '../../schemas/project.schema'
import { projectMessages as p, regularMessages as m } from './messages'
import { CartOutcomeNotice, type CartOutcomeView } from './project-parts'
import './projects.css'

type Status = 'loading' | 'loadFailed' | 'ready'

export interface RegularListViewProps {
  list: {
    status: Status
    rows: readonly RegularList[]
    pagination: { current: number; pageSize: number; total: number }
    error: Message | null
    busyId: string | number | null
    onPage(current: number, pageSize: number): void
    onRetry(): void
    onRename(listId: number): void
    onDelete(listId: number): void
  }
  notice: { tone: 'success' | 'error'; message: Message } | null
  onDismissNotice(): void
  cart: { listId: number | null; busy: boolean; outcome: CartOutcomeView | null; error: Message | null }
  onAddToCart(list: RegularList): void
  onDismissCart(): void
  confirmDelete: { list: RegularList; busy: boolean } | null
  onConfirmDelete(): void
  onCancelDelete(): void
  renamer: { name: string; saving: boolean; error: Message | null } | null
  onSaveRename(name: string): void
  onCancelRename(): void
}

const frameStatus = (status: Status) => (status === 'loadFailed' ? 'error' : status)

export function RegularListView(props: RegularListViewProps) {
  const say = useSay()
  const intl = useIntl()
  const { list, cart } = props
  return (
    <div className="page projects">
      <PageHeader title={<FormattedMessage {...m.title} />} lead={<FormattedMessage {...m.lead} />} />
      {props.notice ? (
        <p
          className={`projects__notice${props.notice.tone === 'error' ? ' projects__notice--error' : ''}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{say(props.notice.message)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...p.dismiss} />
          </button>
        </p>
      ) : null}
      <CartOutcomeNotice outcome={cart.outcome} error={cart.error} onDismiss={props.onDismissCart} />
      <PagedListFrame
        status={frameStatus(list.status)}
        error={say(list.error)}
        onRetry={list.onRetry}
        isEmpty={list.rows.length === 0}
        empty={
          <EmptyState
            title={<FormattedMessage {...m.empty} />}
            text={<FormattedMessage {...m.emptyText} />}
            action={
              <Link className="button" to="/member/order/list">
                <FormattedMessage {...m.goToOrders} />
              </Link>
            }
            headingLevel={2}
          />
        }
        pager={{
          page: list.pagination.current,
          limit: list.pagination.pageSize,
          total: list.pagination.total,
          onChange: list.onPage,
        }}
      >
        <ul className="regular__lists" aria-label={intl.formatMessage(m.listCaption)}>
          {list.rows.map((row) => {
            const busy = list.busyId === row.listId || (cart.busy && cart.listId === row.listId)
            return (
              <li key={row.listId}>
                <Card
                  title={row.name}
                  actions={
                    <span className="projects__actions">
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={intl.formatMessage(m.addToCartFor, { name: row.name })}
                        aria-busy={(cart.busy && cart.listId === row.listId) || undefined}
                        disabled={busy || cart.busy || row.lines.length === 0}
                        onClick={() => props.onAddToCart(row)}
                      >
                        <FormattedMessage {...m.addToCart} />
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={intl.formatMessage(m.renameFor, { name: row.name })}
                        disabled={busy}
                        onClick={() => list.onRename(row.listId)}
                      >
                        <FormattedMessage {...m.rename} />
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={intl.formatMessage(m.deleteFor, { name: row.name })}
                        disabled={busy}
                        onClick={() => list.onDelete(row.listId)}
                      >
                        <FormattedMessage {...m.delete} />
                      </button>
                    </span>
                  }
                >
                  <p className="projects__muted regular__meta">
                    <FormattedMessage {...m.lines} values={{ count: row.lines.length }} /> ·{' '}
                    <FormattedMessage {...m.fromOrder} values={{ orderSn: row.sourceOrderSn }} /> ·{' '}
                    {formatDateTime(row.createTime)}
                  </p>
                  <ul className="projects__list-card-lines">
                    {row.lines.map((line) => (
                      <li key={line.productId}>
                        <Link to={`/goods/detail?productId=${line.productId}`}>{line.goodsName}</Link>
                        {line.specValues ? ` · ${line.specValues}` : ''} — {formatCount(line.number)}{' '}
                        {line.saleUnit}
                        {line.onSale ? null : (
                          <>
                            {' '}
                            <span className="projects__warning">
                              <FormattedMessage {...p.offShelf} />
                            </span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            )
          })}
        </ul>
      </PagedListFrame>
      <ConfirmDialog
        open={props.confirmDelete !== null}
        title={
          <FormattedMessage {...m.deleteQuestion} values={{ name: props.confirmDelete?.list.name ?? '' }} />
        }
        message={<FormattedMessage {...m.deleteText} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        busy={props.confirmDelete?.busy ?? false}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.renamer ? (
        <RenameDialog
          name={props.renamer.name}
          saving={props.renamer.saving}
          error={props.renamer.error}
          onSave={props.onSaveRename}
          onCancel={props.onCancelRename}
        />
      ) : null}
    </div>
  )
}

function RenameDialog(props: {
  name: string
  saving: boolean
  error: Message | null
  onSave(name: string): void
  onCancel(): void
}) {
  const intl = useIntl()
  const say = useSay()
  const formId = useId()
  const formik = useFormik({
    initialValues: { name: props.name },
    validationSchema: regularListNameSchema,
    onSubmit: (values) => props.onSave(values.name),
  })
  const error =
    formik.touched.name && formik.errors.name ? intl.formatMessage({ id: formik.errors.name }) : null
  return (
    <Dialog
      open
      title={<FormattedMessage {...m.renameTitle} />}
      width={520}
      onClose={props.saving ? undefined : props.onCancel}
      closeLabel={intl.formatMessage(p.close)}
      actions={
        <>
          <button type="button" className="button" onClick={props.onCancel} disabled={props.saving}>
            <FormattedMessage {...p.cancel} />
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            aria-busy={props.saving}
            disabled={props.saving}
          >
            <FormattedMessage {...(props.saving ? p.saving : p.save)} />
          </button>
        </>
      }
    >
      <form id={formId} className="projects__form" noValidate onSubmit={formik.handleSubmit}>
        {props.error ? (
          <p className="projects__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <FormField label={<FormattedMessage {...m.name} />} required error={error}>
          <input
            type="text"
            name="name"
            maxLength={PROJECT_NAME_MAX + 20}
            autoComplete="off"
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
      </form>
    </Dialog>
  )
}
