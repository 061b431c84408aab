// /prototype/sample/apply (issue 28 item 3; SPEC.md §2, §5 monthly sample quota of count and amount): the
// selected lines of the sample cart, what the month's quota has used and what this application adds, and the
// delivery contact; the shared rule's Spanish messages in place; a refusal keeps everything typed. Plain props:
// the route owns the sampleApply actor.
import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { Figure, FigureGroup } from '../../components/figure'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatCount, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import type { SampleApplyField, SampleApplyQuota, SampleApplyValues } from '../../schemas/sample-apply.schema'
import { sampleApplyMessages as m } from './messages'
import { SampleLinesTable } from './sample-parts'
import './samples.css'

type FieldError = { id: string; values?: Record<string, unknown> } | undefined
type Contact = Omit<SampleApplyValues, 'lines'>
type ContactField = keyof Contact

export interface SampleApplyLineView {
  cartId: number
  goodsName: string
  storeName: string
  goodsPrice: number
  buyNum: number
  subtotal: number
}

export interface SampleApplyViewProps {
  status: 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'submitted'
  lines: readonly SampleApplyLineView[]
  quota: SampleApplyQuota | null
  contact: Contact
  errors: Partial<Record<SampleApplyField, FieldError>>
  error: ErrorMessage | null
  applySn: string | null
  onField(field: ContactField, value: string): void
  onSubmit(): void
  onRetry(): void
}

export function SampleApplyView(props: SampleApplyViewProps) {
  const intl = useIntl()
  const say = useSay()
  const errorText = (field: FieldError) =>
    field ? intl.formatMessage({ id: field.id }, field.values as never) : null
  const header = (
    <PageHeader
      title={<FormattedMessage {...m.applyTitle} />}
      lead={<FormattedMessage {...m.applyLead} />}
      back={{ to: '/cart/request', label: <FormattedMessage {...m.backToCart} /> }}
    />
  )
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed')
    return (
      <div className="page samples">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  if (props.status === 'submitted')
    return (
      <div className="page samples">
        {header}
        <Card>
          <EmptyState
            headingLevel={2}
            title={<FormattedMessage {...m.submittedTitle} />}
            text={<FormattedMessage {...m.submittedText} values={{ applySn: props.applySn }} />}
            action={
              <div className="samples__actions">
                <Link
                  className="button button--primary"
                  to={`/prototype/sample/detail?applySn=${encodeURIComponent(props.applySn ?? '')}`}
                >
                  <FormattedMessage {...m.viewApply} />
                </Link>
                <Link className="button" to="/prototype/sample/history">
                  <FormattedMessage {...m.viewHistory} />
                </Link>
              </div>
            }
          />
        </Card>
      </div>
    )
  if (props.lines.length === 0)
    return (
      <div className="page samples">
        {header}
        <Card>
          <EmptyState
            headingLevel={2}
            title={<FormattedMessage {...m.noLinesTitle} />}
            text={<FormattedMessage {...m.noLinesText} />}
            action={
              <Link className="button button--primary" to="/cart/request">
                <FormattedMessage {...m.goToCart} />
              </Link>
            }
          />
        </Card>
      </div>
    )
  const quota = props.quota
  const amount = props.lines.reduce((sum, line) => sum + line.subtotal, 0)
  const quotaError = errorText(props.errors.lines)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  const field = (name: ContactField, label: Message, required: boolean, multiline = false) => (
    <FormField
      label={<FormattedMessage {...label} />}
      error={errorText(props.errors[name])}
      required={required}
    >
      {multiline ? (
        <textarea
          rows={3}
          maxLength={500}
          value={props.contact[name]}
          onChange={(event) => props.onField(name, event.target.value)}
        />
      ) : (
        <input
          type={name === 'receiverMobile' ? 'tel' : 'text'}
          autoComplete={
            name === 'receiverMobile' ? 'tel' : name === 'receiverName' ? 'name' : 'street-address'
          }
          value={props.contact[name]}
          onChange={(event) => props.onField(name, event.target.value)}
        />
      )}
    </FormField>
  )
  return (
    <div className="page samples">
      {header}
      <form className="samples__form" onSubmit={submit} noValidate aria-busy={props.status === 'submitting'}>
        <Card title={<FormattedMessage {...m.linesTitle} />}>
          <SampleLinesTable
            caption={intl.formatMessage(m.linesTitle)}
            lines={props.lines.map((line) => ({ ...line, key: line.cartId }))}
          />
        </Card>
        {quota ? (
          <Card title={<FormattedMessage {...m.quotaTitle} />}>
            <FigureGroup label={intl.formatMessage(m.quotaTitle)}>
              <Figure
                label={<FormattedMessage {...m.quotaCount} />}
                value={
                  <FormattedMessage
                    {...m.quotaCountValue}
                    values={{ used: formatCount(quota.appliedCount), total: formatCount(quota.monthlyCount) }}
                  />
                }
              />
              <Figure
                label={<FormattedMessage {...m.quotaAmount} />}
                value={
                  <FormattedMessage
                    {...m.quotaAmountValue}
                    values={{
                      used: formatMoney(quota.appliedAmount),
                      total: formatMoney(quota.monthlyAmount),
                    }}
                  />
                }
              />
              <Figure
                label={<FormattedMessage {...m.quotaThis} />}
                tone={quotaError ? 'error' : 'default'}
                value={
                  <FormattedMessage
                    {...m.quotaThisValue}
                    values={{ count: props.lines.length, amount: formatMoney(amount) }}
                  />
                }
              />
            </FigureGroup>
            {quotaError ? (
              <p role="alert" className="samples__error">
                {quotaError}
              </p>
            ) : null}
          </Card>
        ) : null}
        <Card title={<FormattedMessage {...m.contactTitle} />}>
          <div className="samples__fields">
            {field('receiverName', m.receiverName, true)}
            {field('receiverMobile', m.receiverMobile, true)}
            {field('address', m.address, true)}
            {field('remark', m.remark, false, true)}
          </div>
        </Card>
        {props.error ? (
          <p role="alert" className="samples__error">
            {say(props.error)}
          </p>
        ) : null}
        <div className="samples__actions">
          <button type="submit" className="button button--primary" disabled={props.status === 'submitting'}>
            <FormattedMessage {...(props.status === 'submitting' ? m.submitting : m.submit)} />
          </button>
        </div>
      </form>
    </div>
  )
}
