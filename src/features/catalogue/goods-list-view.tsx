// /goods/list, /goods/new and /discount (REFERENCE.md §7): breadcrumb, category links, facets, price range,
// sort, result grid, pager and the empty state. Plain props; the route reads and writes the URL.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Facet, GoodsCard as GoodsCardData } from '../../api/goods'
import { GoodsCard, type GoodsCardActions } from '../../components/goods-card'
import { Pager } from '../../components/pager'
import type { Message } from '../../lib/intl'
import {
  categoryHref,
  SORT_VALUES,
  type CategoryNode,
  type ListMode,
  type SortValue,
} from './goods-list-params'
import { listCardMessages as lm } from './list-card-messages'
import { listMessages as m } from './messages'
import { PriceFilterForm, type PriceFilterFormProps } from './price-filter-form'
import './catalogue.css'

const SORT_LABELS: Record<SortValue, Message> = {
  0: m.sortRelevance,
  1: m.sortSales,
  // REFERENCE.md goods list sort 2 (issue 16 item 5)
  2: lm.sortReviews,
  3: m.sortPriceAsc,
  4: m.sortPriceDesc,
  5: m.sortNewest,
}

const SORTS = SORT_VALUES.map((value) => ({ value, message: SORT_LABELS[value] }))

export interface GoodsListViewProps {
  mode: ListMode
  keyword: string
  keywordTruncated: boolean
  /** level 1 → current category */
  breadcrumb: CategoryNode[]
  /** children of the current category, or its siblings when it has none */
  categoryLinks: CategoryNode[]
  categoryLinksAreChildren: boolean
  brands: Facet[]
  selectedBrandIds: number[]
  /** attribute facets of the narrowed list (issue 4: filters by attributes) */
  attributes?: AttributeFacet[]
  /** attribute name → ticked values */
  selectedAttributes?: Record<string, string[]>
  stockTypes: Facet[]
  selectedStockType?: string
  productionStates: Facet[]
  selectedProductionState?: string
  price: Pick<PriceFilterFormProps, 'low' | 'high' | 'urlError' | 'urlErrorField'>
  /** a note that the request was adjusted (e.g. price bounds swapped) */
  notice?: string
  /** a server refusal shown in place of the results (e.g. "La serie de productos no existe.") */
  error?: string
  sort: SortValue
  goods: GoodsCardData[]
  page: number
  limit: number
  total: number
  showPrice: boolean
  popularCategories: CategoryNode[]
  hasFilters: boolean
  clearHref: string
  onSortChange: (sort: SortValue) => void
  onBrandToggle: (brandId: number, checked: boolean) => void
  onAttributeToggle?: (name: string, value: string, checked: boolean) => void
  onStockTypeChange: (value: string | undefined) => void
  onProductionStateChange: (value: string | undefined) => void
  onPriceApply: PriceFilterFormProps['onApply']
  onPriceClear: () => void
  onPageChange: (page: number, limit: number) => void
  /** "Solo tiendas propias" (issue 16 item 5; REFERENCE.md isSelf) */
  selfOnly?: boolean
  onSelfOnlyChange?: (checked: boolean) => void
  /** the buying actions of each card (issue 16 item 5) */
  cardActions?: (goods: GoodsCardData) => GoodsCardActions
}

function ChoiceGroup({
  label,
  facets,
  selected,
  onChange,
}: {
  label: string
  facets: Facet[]
  selected?: string
  onChange: (value: string | undefined) => void
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className="facet">
      <h3 id={id} className="facet__title">
        {label}
      </h3>
      <ul className="facet__choices">
        <li>
          <button
            type="button"
            className="chip"
            aria-pressed={selected === undefined}
            onClick={() => onChange(undefined)}
          >
            <FormattedMessage {...m.any} />
          </button>
        </li>
        {facets.map((facet) => (
          <li key={facet.value}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected === facet.value}
              onClick={() => onChange(facet.value)}
            >
              {intl.formatMessage(m.facetCount, { label: facet.label, count: facet.count })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Heading({ mode, keyword, breadcrumb }: Pick<GoodsListViewProps, 'mode' | 'keyword' | 'breadcrumb'>) {
  if (mode === 'new') return <FormattedMessage {...m.newTitle} />
  if (mode === 'discount') return <FormattedMessage {...m.discountTitle} />
  if (keyword) return <FormattedMessage {...m.keywordTitle} values={{ keyword }} />
  const current = breadcrumb[breadcrumb.length - 1]
  return current ? <>{current.categoryName}</> : <FormattedMessage {...m.title} />
}

export interface AttributeFacet {
  name: string
  values: Facet[]
}

export function GoodsListView(props: GoodsListViewProps) {
  const intl = useIntl()
  const selectedBrands = new Set(props.selectedBrandIds)
  // a ticked brand stays visible even when the other filters leave it no goods
  const brandFacets = [
    ...props.brands,
    ...props.selectedBrandIds
      .filter((id) => !props.brands.some((facet) => facet.value === String(id)))
      .map((id) => ({ value: String(id), label: String(id), count: 0 })),
  ]
  return (
    <div className="page goods-list">
      {props.breadcrumb.length > 0 ? (
        <nav aria-label={intl.formatMessage(m.breadcrumb)} className="breadcrumb">
          <ol>
            <li>
              <Link to="/goods/category">
                <FormattedMessage {...m.allCategories} />
              </Link>
            </li>
            {props.breadcrumb.map((category, index) => (
              <li key={category.categoryId}>
                {index === props.breadcrumb.length - 1 ? (
                  <Link to={categoryHref(category)} aria-current="page">
                    {category.categoryName}
                  </Link>
                ) : (
                  <Link to={categoryHref(category)}>{category.categoryName}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1>
        <Heading mode={props.mode} keyword={props.keyword} breadcrumb={props.breadcrumb} />
      </h1>
      {props.mode === 'new' ? (
        <p className="goods-list__intro">
          <FormattedMessage {...m.newIntro} />
        </p>
      ) : null}
      {props.mode === 'discount' ? (
        <p className="goods-list__intro">
          <FormattedMessage {...m.discountIntro} />
        </p>
      ) : null}
      {props.keywordTruncated ? (
        <p className="notice" role="status">
          <FormattedMessage {...m.keywordTruncated} />
        </p>
      ) : null}
      {props.notice ? (
        <p className="notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.categoryLinks.length > 0 ? (
        <nav
          aria-label={intl.formatMessage(
            props.categoryLinksAreChildren ? m.subcategories : m.relatedCategories,
          )}
          className="category-links"
        >
          <ul>
            {props.categoryLinks.map((category) => {
              const current =
                props.breadcrumb[props.breadcrumb.length - 1]?.categoryId === category.categoryId
              return (
                <li key={category.categoryId}>
                  <Link
                    to={categoryHref(category)}
                    className="chip"
                    aria-current={current ? 'page' : undefined}
                  >
                    {category.categoryName}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}

      <div className="goods-list__layout">
        <section className="goods-list__filters" aria-labelledby="goods-list-filters">
          <h2 id="goods-list-filters">
            <FormattedMessage {...m.filters} />
          </h2>
          {brandFacets.length > 0 ? (
            <fieldset className="facet">
              <legend className="facet__title facet__legend">
                <FormattedMessage {...m.brands} />
              </legend>
              <ul className="facet__list">
                {brandFacets.map((facet) => (
                  <li key={facet.value}>
                    <label className="facet__check">
                      <input
                        type="checkbox"
                        checked={selectedBrands.has(Number(facet.value))}
                        onChange={(event) => props.onBrandToggle(Number(facet.value), event.target.checked)}
                      />
                      {intl.formatMessage(m.facetCount, { label: facet.label, count: facet.count })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {(props.attributes ?? []).map((attribute) => {
            const ticked = new Set(props.selectedAttributes?.[attribute.name] ?? [])
            return (
              <fieldset className="facet" key={attribute.name}>
                <legend className="facet__title facet__legend">{attribute.name}</legend>
                <ul className="facet__list">
                  {attribute.values.map((facet) => (
                    <li key={facet.value}>
                      <label className="facet__check">
                        <input
                          type="checkbox"
                          checked={ticked.has(facet.value)}
                          onChange={(event) =>
                            props.onAttributeToggle?.(attribute.name, facet.value, event.target.checked)
                          }
                        />
                        {intl.formatMessage(m.facetCount, { label: facet.label, count: facet.count })}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )
          })}
          {props.onSelfOnlyChange ? (
            <fieldset className="facet">
              <legend className="facet__title facet__legend">
                <FormattedMessage {...lm.storeFilter} />
              </legend>
              <label className="facet__check">
                <input
                  type="checkbox"
                  checked={props.selfOnly ?? false}
                  onChange={(event) => props.onSelfOnlyChange?.(event.target.checked)}
                />
                <FormattedMessage {...lm.selfOnly} />
              </label>
            </fieldset>
          ) : null}
          <ChoiceGroup
            label={intl.formatMessage(m.stockType)}
            facets={props.stockTypes}
            selected={props.selectedStockType}
            onChange={props.onStockTypeChange}
          />
          <ChoiceGroup
            label={intl.formatMessage(m.productionState)}
            facets={props.productionStates}
            selected={props.selectedProductionState}
            onChange={props.onProductionStateChange}
          />
          <PriceFilterForm {...props.price} onApply={props.onPriceApply} onClear={props.onPriceClear} />
        </section>

        <section className="goods-list__results" aria-labelledby="goods-list-results">
          <h2 id="goods-list-results" className="visually-hidden">
            <FormattedMessage {...m.results} />
          </h2>
          <div className="goods-list__toolbar">
            <div role="group" aria-label={intl.formatMessage(m.sortLabel)} className="sort-buttons">
              <span aria-hidden="true" className="sort-buttons__label">
                <FormattedMessage {...m.sortLabel} />
              </span>
              {SORTS.map((sort) => (
                <button
                  key={sort.value}
                  type="button"
                  className="chip"
                  aria-pressed={props.sort === sort.value}
                  onClick={() => props.onSortChange(sort.value)}
                >
                  <FormattedMessage {...sort.message} />
                </button>
              ))}
            </div>
            <p className="goods-list__count" aria-live="polite">
              <FormattedMessage {...m.count} values={{ total: props.total }} />
            </p>
          </div>
          {props.error ? (
            <div className="empty-state" role="alert">
              <p>{props.error}</p>
              <p>
                <Link to={props.clearHref}>
                  <FormattedMessage {...m.clearFilters} />
                </Link>
              </p>
            </div>
          ) : props.goods.length === 0 ? (
            <div className="empty-state">
              <p>
                <strong>
                  <FormattedMessage {...m.empty} />
                </strong>
              </p>
              <p>
                <FormattedMessage {...m.emptyHint} />
              </p>
              {props.hasFilters ? (
                <p>
                  <Link to={props.clearHref}>
                    <FormattedMessage {...m.clearFilters} />
                  </Link>
                </p>
              ) : null}
              {props.popularCategories.length > 0 ? (
                <>
                  <h3>
                    <FormattedMessage {...m.popularCategories} />
                  </h3>
                  <ul className="category-links__list">
                    {props.popularCategories.map((category) => (
                      <li key={category.categoryId}>
                        <Link to={categoryHref(category)} className="chip">
                          {category.categoryName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : (
            <ul className="goods-grid">
              {props.goods.map((goods) => (
                <li key={goods.goodsId}>
                  <GoodsCard goods={goods} showPrice={props.showPrice} actions={props.cardActions?.(goods)} />
                </li>
              ))}
            </ul>
          )}
          {props.total > 0 ? (
            <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
          ) : null}
        </section>
      </div>
    </div>
  )
}
