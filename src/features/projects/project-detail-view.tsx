// /member/project/detail?projectId= (issue 27 item 6; SPEC.md §2, §4 project states, §5): a project's name,
// description, period and state (from the period and the mock clock's day), its products with their planned
// quantities, "add the project's products to the cart" with the lines the cart refused named, the catalogue
// search that attaches products, and edit and delete (after the kit's confirmation). Plain props: the route owns
// the flow (machines/projects/project-detail.machine.ts).
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsCard } from '../../api/goods'
import type { Message } from '../../api/message'
import type { PlannedLine, ProjectDetail } from '../../api/projects'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatMoney } from '../../i18n/format'
import type { ProjectValues } from '../../schemas/project.schema'
import { projectMessages as m } from './messages'
import { ProjectFormDialog } from './project-form-dialog'
import { CartOutcomeNotice, ProjectStateBadge, type CartOutcomeView } from './project-parts'
import './projects.css'

export interface ProjectDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready' | 'deleted'
  project: ProjectDetail | null
  loadError: Message | null
  onRetry(): void
  busy: boolean
  notice: Message | null
  actionError: Message | null
  onDismissNotice(): void
  cart: { busy: boolean; outcome: CartOutcomeView | null }
  onAddToCart(): void
  pendingProductId: number | null
  onRemove(productId: number): void
  /** a line's quantity edited in place (issue 27 leftovers item 4): the rules' refusal, by line */
  quantityProblem: { productId: number; error: Message } | null
  onQuantity(productId: number, number: number): void
  search: { keyword: string; results: GoodsCard[] | null; error: Message | null; searching: boolean }
  onSearch(keyword: string): void
  onAdd(productId: number, number: number): void
  editor: { values: ProjectValues; saving: boolean; error: Message | null } | null
  onEdit(): void
  onSaveEdit(values: ProjectValues): void
  onCancelEdit(): void
  confirmDelete: { busy: boolean } | null
  onDelete(): void
  onConfirmDelete(): void
  onCancelDelete(): void
}

const lineName = (line: { goodsName: string; specValues: string }) =>
  line.specValues ? `${line.goodsName} · ${line.specValues}` : line.goodsName

export function ProjectDetailView(props: ProjectDetailViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { project } = props
  if (!project) {
    return (
      <div className="page projects">
        <PageHeader title={<FormattedMessage {...m.title} />} back={{ to: '/member/project/list' }} />
        {props.status === 'loadFailed' ? (
          <LoadFailed error={props.loadError} onRetry={props.onRetry} />
        ) : (
          <PageLoader />
        )}
      </div>
    )
  }
  const productColumns: DataColumn<PlannedLine>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (line) => (
        <span className="projects__name">
          <Link to={`/goods/detail?productId=${line.productId}`}>{line.goodsName}</Link>
          <span className="projects__muted">
            {line.productCode}
            {line.specValues ? ` · ${line.specValues}` : ''}
          </span>
          <span className="projects__muted">
            <FormattedMessage {...m.minBuy} values={{ min: line.minBuyNum, unit: line.saleUnit }} />
          </span>
          {line.onSale ? null : (
            <span className="projects__warning">
              <FormattedMessage {...m.offShelf} />
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (line) => formatMoney(line.price),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (line) => (
        <LineQuantity
          // a saved quantity starts the field afresh
          key={line.number}
          line={line}
          name={lineName(line)}
          busy={props.busy}
          problem={
            props.quantityProblem?.productId === line.productId ? say(props.quantityProblem.error) : null
          }
          onSave={(number) => props.onQuantity(line.productId, number)}
        />
      ),
    },
    {
      key: 'subtotal',
      header: intl.formatMessage(m.colSubtotal),
      numeric: true,
      cell: (line) => formatMoney(line.price * line.number),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      nowrap: true,
      cell: (line) => {
        const busy = props.pendingProductId === line.productId
        return (
          <button
            type="button"
            className="button"
            aria-label={intl.formatMessage(m.removeFor, { name: lineName(line) })}
            aria-busy={busy || undefined}
            disabled={props.busy}
            onClick={() => props.onRemove(line.productId)}
          >
            <FormattedMessage {...m.remove} />
          </button>
        )
      },
    },
  ]
  const total = project.products.reduce((sum, line) => sum + line.price * line.number, 0)
  return (
    <div className="page projects">
      <PageHeader
        back={{ to: '/member/project/list', label: <FormattedMessage {...m.back} /> }}
        title={project.name}
        lead={
          <span className="projects__lead">
            <ProjectStateBadge state={project.state} />
            <FormattedMessage {...m.period} values={{ start: project.startDate, end: project.endDate }} />
          </span>
        }
        actions={
          <>
            <button type="button" className="button" onClick={props.onEdit} disabled={props.busy}>
              <FormattedMessage {...m.edit} />
            </button>
            <button type="button" className="button" onClick={props.onDelete} disabled={props.busy}>
              <FormattedMessage {...m.deleteProject} />
            </button>
          </>
        }
      />
      {props.notice || props.actionError ? (
        <p
          className={`projects__notice${props.actionError ? ' projects__notice--error' : ''}`}
          role={props.actionError ? 'alert' : 'status'}
        >
          <span>{say(props.actionError ?? props.notice)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </p>
      ) : null}
      <CartOutcomeNotice outcome={props.cart.outcome} error={null} onDismiss={props.onDismissNotice} />
      <Card title={<FormattedMessage {...m.summaryTitle} />}>
        <dl className="projects__facts">
          <div>
            <dt>
              <FormattedMessage {...m.colState} />
            </dt>
            <dd>
              <ProjectStateBadge state={project.state} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.colPeriod} />
            </dt>
            <dd>
              <FormattedMessage {...m.period} values={{ start: project.startDate, end: project.endDate }} />
            </dd>
          </div>
          <div className="projects__facts-wide">
            <dt>
              <FormattedMessage {...m.description} />
            </dt>
            <dd>{project.description || <FormattedMessage {...m.noDescription} />}</dd>
          </div>
        </dl>
      </Card>
      <Card
        title={<FormattedMessage {...m.productsTitle} />}
        footer={
          project.products.length > 0 ? (
            <div className="projects__cart-row">
              <span className="projects__total">
                <FormattedMessage {...m.total} values={{ amount: formatMoney(total) }} />
              </span>
              <button
                type="button"
                className="button button--primary"
                aria-busy={props.cart.busy || undefined}
                disabled={props.busy}
                onClick={props.onAddToCart}
              >
                <FormattedMessage {...(props.cart.busy ? m.addingToCart : m.addAllToCart)} />
              </button>
            </div>
          ) : null
        }
      >
        {project.products.length === 0 ? (
          <EmptyState
            title={<FormattedMessage {...m.productsEmpty} />}
            text={<FormattedMessage {...m.productsEmptyText} />}
            headingLevel={3}
          />
        ) : (
          <DataTable
            columns={productColumns}
            rows={project.products}
            rowKey={(line) => line.productId}
            caption={intl.formatMessage(m.productsCaption)}
            captionHidden
          />
        )}
      </Card>
      <ProductSearch
        search={props.search}
        attached={new Set(project.products.map((line) => line.productId))}
        busy={props.busy}
        pendingProductId={props.pendingProductId}
        onSearch={props.onSearch}
        onAdd={props.onAdd}
      />
      <ConfirmDialog
        open={props.confirmDelete !== null}
        title={<FormattedMessage {...m.deleteQuestion} values={{ name: project.name }} />}
        message={<FormattedMessage {...m.deleteText} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        busy={props.confirmDelete?.busy ?? false}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.editor ? (
        <ProjectFormDialog
          mode="edit"
          values={props.editor.values}
          saving={props.editor.saving}
          error={props.editor.error}
          onSave={props.onSaveEdit}
          onCancel={props.onCancelEdit}
        />
      ) : null}
    </div>
  )
}

/** A line's quantity, edited in place: the field, «Guardar» once it differs, and the rules' refusal under it. */
function LineQuantity(props: {
  line: PlannedLine
  name: string
  busy: boolean
  problem: string | null
  onSave(number: number): void
}) {
  const intl = useIntl()
  const [value, setValue] = useState(String(props.line.number))
  const errorId = `project-line-${props.line.productId}-error`
  const changed = value.trim() !== String(props.line.number)
  const save = () => {
    if (changed && !props.busy)
      props.onSave(/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN)
  }
  return (
    <span className="projects__line-quantity">
      <span className="projects__line-quantity-row">
        <input
          className="projects__quantity"
          type="number"
          inputMode="numeric"
          min={props.line.minBuyNum}
          step={props.line.minBuyNum}
          aria-label={intl.formatMessage(m.lineQuantityFor, { name: props.name, unit: props.line.saleUnit })}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? errorId : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            save()
          }}
        />
        <button
          type="button"
          className="button"
          aria-label={intl.formatMessage(m.saveQuantityFor, { name: props.name })}
          disabled={!changed || props.busy}
          onClick={save}
        >
          <FormattedMessage {...m.saveQuantity} />
        </button>
      </span>
      {props.problem ? (
        <span id={errorId} className="projects__warning">
          {props.problem}
        </span>
      ) : null}
    </span>
  )
}

function ProductSearch(props: {
  search: ProjectDetailViewProps['search']
  attached: Set<number>
  busy: boolean
  pendingProductId: number | null
  onSearch(keyword: string): void
  onAdd(productId: number, number: number): void
}) {
  const intl = useIntl()
  const say = useSay()
  const [keyword, setKeyword] = useState(props.search.keyword)
  const [quantities, setQuantities] = useState<Record<number, string>>({})
  const { results } = props.search
  const columns: DataColumn<GoodsCard>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (card) => (
        <span className="projects__name">
          <Link to={`/goods/detail?productId=${card.productId}`}>{card.goodsName}</Link>
          <span className="projects__muted">
            {card.storeName} ·{' '}
            <FormattedMessage {...m.minBuy} values={{ min: card.minBuyNum, unit: card.saleUnit }} />
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (card) => formatMoney(card.goodsPrice),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      nowrap: true,
      cell: (card) => (
        <input
          className="projects__quantity"
          type="number"
          inputMode="numeric"
          min={card.minBuyNum}
          step={card.minBuyNum}
          max={99999}
          aria-label={intl.formatMessage(m.quantityFor, { name: card.goodsName })}
          value={quantities[card.productId] ?? String(card.minBuyNum)}
          onChange={(event) =>
            setQuantities((current) => ({ ...current, [card.productId]: event.target.value }))
          }
        />
      ),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      nowrap: true,
      cell: (card) =>
        props.attached.has(card.productId) ? (
          <span className="projects__muted">
            <FormattedMessage {...m.attached} />
          </span>
        ) : (
          <button
            type="button"
            className="button"
            aria-label={intl.formatMessage(m.addFor, { name: card.goodsName })}
            aria-busy={props.pendingProductId === card.productId || undefined}
            disabled={props.busy}
            onClick={() => props.onAdd(card.productId, Number(quantities[card.productId] ?? card.minBuyNum))}
          >
            <FormattedMessage {...m.add} />
          </button>
        ),
    },
  ]
  return (
    <Card title={<FormattedMessage {...m.searchTitle} />}>
      <form
        className="projects__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          props.onSearch(keyword)
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
        <button type="submit" className="button" disabled={props.busy}>
          <FormattedMessage {...(props.search.searching ? m.searching : m.search)} />
        </button>
      </form>
      {props.search.error ? (
        <p className="projects__error" role="alert">
          {say(props.search.error)}
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p role="status">
          <FormattedMessage {...m.noResults} values={{ keyword: props.search.keyword }} />
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <DataTable
          columns={columns}
          rows={results}
          rowKey={(card) => card.productId}
          caption={intl.formatMessage(m.resultsCaption)}
          captionHidden
        />
      ) : null}
    </Card>
  )
}
