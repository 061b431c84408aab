// /prototype/optimize/index?productId= (issue 28 item 4; SPEC.md §2, §5 images png/jpg at most 5, §6 memberType 2,
// §8): a designer proposes an optimisation of a product — notes, images, alternative SKUs from the catalogue —
// then sees it sent, with links to it and to the history. Anyone else reads "Solo los diseñadores pueden usar
// esta función" (the route guard, and the mock in place). Plain props: the route owns the proposal actor.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { Optimize, OptimizeProduct } from '../../api/optimize'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { FilePicker } from '../../components/file-picker'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { optimizeMessages as m } from './messages'
import { OptimizeGallery, ProductLine, ProductTable } from './optimize-parts'
import './optimize.css'

export type OptimizeViewStage = 'loading' | 'loadFailed' | 'form' | 'done'
type Field = 'notes' | 'images' | 'alternatives'

export interface OptimizeViewProps {
  stage: OptimizeViewStage
  product: OptimizeProduct | null
  notes: string
  images: readonly { url: string; name: string }[]
  alternatives: readonly OptimizeProduct[]
  keyword: string
  results: readonly OptimizeProduct[]
  searchError: ErrorMessage | null
  searching: boolean
  errors: Partial<Record<Field, ErrorMessage>>
  imageError: ErrorMessage | null
  error: ErrorMessage | null
  sent: Optimize | null
  uploading: boolean
  busy: boolean
  maxImages: number
  maxAlternatives: number
  notesMax: number
  onNotes(value: string): void
  onPick(files: File[]): void
  onRemoveImage(index: number): void
  onSearch(keyword: string): void
  onAdd(product: OptimizeProduct): void
  onRemoveAlternative(productId: number): void
  onSubmit(): void
  onRetry(): void
}

export const optimizeDetailPath = (optimizeId: number) =>
  `/prototype/optimize/hisDetail?optimizeId=${optimizeId}`

export function OptimizeView(props: OptimizeViewProps) {
  const header = (
    <PageHeader
      title={<FormattedMessage {...m.title} />}
      lead={<FormattedMessage {...m.lead} />}
      actions={
        <Link className="button" to="/prototype/optimize/history">
          <FormattedMessage {...m.toHistory} />
        </Link>
      }
    />
  )
  if (props.stage === 'loading') return <PageLoader />
  if (props.stage === 'loadFailed')
    return (
      <div className="page optimize">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  return (
    <div className="page optimize">
      {header}
      {props.product ? (
        <Card title={<FormattedMessage {...m.productTitle} />}>
          <ProductLine product={props.product} />
        </Card>
      ) : null}
      {props.stage === 'done' && props.sent ? <Sent sent={props.sent} /> : <OptimizeForm {...props} />}
    </div>
  )
}

function Sent({ sent }: { sent: Optimize }) {
  return (
    <Card title={<FormattedMessage {...m.sentTitle} />}>
      <p role="status" className="optimize__note">
        <FormattedMessage {...m.sentText} />
      </p>
      <div className="optimize__actions">
        <Link className="button button--primary" to={optimizeDetailPath(sent.optimizeId)}>
          <FormattedMessage {...m.toDetail} />
        </Link>
        <Link className="button" to={`/goods/detail?productId=${sent.product.productId}`}>
          <FormattedMessage {...m.toProduct} />
        </Link>
      </div>
    </Card>
  )
}

function OptimizeForm(props: OptimizeViewProps) {
  const intl = useIntl()
  const say = useSay()
  const [keyword, setKeyword] = useState(props.keyword)
  const full = props.alternatives.length >= props.maxAlternatives
  return (
    <Card>
      <form
        className="optimize__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <FormField
          label={<FormattedMessage {...m.notes} />}
          hint={<FormattedMessage {...m.notesHint} />}
          error={say(props.errors.notes)}
          required
        >
          <textarea
            className="optimize__notes"
            value={props.notes}
            maxLength={props.notesMax}
            onChange={(event) => props.onNotes(event.target.value)}
          />
        </FormField>
        <FilePicker
          label={intl.formatMessage(m.images)}
          accept="image/png,image/jpeg"
          multiple
          buttonLabel={intl.formatMessage(m.imagesButton)}
          summary={intl.formatMessage(m.imagesCount, { count: props.images.length })}
          hint={intl.formatMessage(m.imagesHint, { max: props.maxImages })}
          error={say(props.imageError ?? props.errors.images ?? null)}
          status={props.uploading ? intl.formatMessage(m.imagesUploading) : undefined}
          disabled={props.busy}
          onPick={props.onPick}
        >
          <OptimizeGallery
            images={props.images.map((image) => image.url)}
            controlOf={(index) => (
              <button
                type="button"
                className="button"
                disabled={props.busy}
                onClick={() => props.onRemoveImage(index)}
              >
                {intl.formatMessage(m.removeImage, { n: index + 1 })}
              </button>
            )}
          />
        </FilePicker>
        <fieldset className="optimize__alternatives">
          <legend>
            <FormattedMessage {...m.alternativesTitle} />
          </legend>
          <p className="optimize__muted">
            <FormattedMessage {...m.alternativesHint} values={{ max: props.maxAlternatives }} />
          </p>
          {props.alternatives.length === 0 ? (
            <p>
              <FormattedMessage {...m.noneChosen} />
            </p>
          ) : (
            <ProductTable
              rows={props.alternatives}
              caption={intl.formatMessage(m.chosenCaption)}
              action={{
                header: intl.formatMessage(m.colAction),
                cell: (row) => (
                  <button
                    type="button"
                    className="button"
                    disabled={props.busy}
                    aria-label={intl.formatMessage(m.removeFor, { name: row.goodsName })}
                    onClick={() => props.onRemoveAlternative(row.productId)}
                  >
                    <FormattedMessage {...m.remove} />
                  </button>
                ),
              }}
            />
          )}
          {props.errors.alternatives ? (
            <p className="optimize__error" role="alert">
              {say(props.errors.alternatives)}
            </p>
          ) : null}
          <div className="optimize__search" role="search">
            <FormField label={<FormattedMessage {...m.searchLabel} />}>
              <input
                type="search"
                value={keyword}
                maxLength={100}
                onChange={(event) => setKeyword(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  props.onSearch(keyword)
                }}
              />
            </FormField>
            <button
              type="button"
              className="button"
              disabled={props.busy}
              onClick={() => props.onSearch(keyword)}
            >
              <FormattedMessage {...(props.searching ? m.searching : m.searchButton)} />
            </button>
          </div>
          {props.searchError ? (
            <p className="optimize__error" role="alert">
              {say(props.searchError)}
            </p>
          ) : null}
          {props.keyword && !props.searching && !props.searchError && props.results.length === 0 ? (
            <EmptyState title={<FormattedMessage {...m.noResults} values={{ keyword: props.keyword }} />} />
          ) : null}
          {props.results.length > 0 ? (
            <ProductTable
              rows={props.results}
              caption={intl.formatMessage(m.resultsCaption)}
              busy={props.searching}
              action={{
                header: intl.formatMessage(m.colAction),
                cell: (row) => (
                  <button
                    type="button"
                    className="button"
                    disabled={
                      props.busy ||
                      full ||
                      row.productId === props.product?.productId ||
                      props.alternatives.some((chosen) => chosen.productId === row.productId)
                    }
                    aria-label={intl.formatMessage(m.addFor, { name: row.goodsName })}
                    onClick={() => props.onAdd(row)}
                  >
                    <FormattedMessage {...m.add} />
                  </button>
                ),
              }}
            />
          ) : null}
        </fieldset>
        {props.error ? (
          <p className="optimize__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <div className="optimize__actions">
          <button type="submit" className="button button--primary" aria-disabled={props.busy || undefined}>
            <FormattedMessage
              {...(props.busy && !props.uploading && !props.searching ? m.submitting : m.submit)}
            />
          </button>
        </div>
      </form>
    </Card>
  )
}
