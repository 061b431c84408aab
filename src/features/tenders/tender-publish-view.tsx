// The publish form of /member/bid (issue 28 item 2; SPEC.md §2, §8 messages): a title and a description, the
// items with their quantities and units, the deadline of the offers and the opening date. Formik keeps what was
// typed (a refusal of the server loses nothing) and checks it with the rules the mock applies
// (src/schemas/tender.schema.ts). Plain props: the route owns the tender actor.
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { useSay } from '../../components/say'
import {
  emptyTender,
  TENDER_DESCRIPTION_MAX,
  TENDER_ITEMS_MAX,
  TENDER_TITLE_MAX,
  tenderSchema,
  type TenderFormValues,
} from '../../schemas/tender.schema'
import { tenderMessages as m } from './messages'
import './tenders.css'

export interface TenderPublishViewProps {
  /** the day the deadline is checked against, AAAA-MM-DD */
  today: string
  /** what was sent last (kept after a refusal) */
  draft: TenderFormValues | null
  submitting: boolean
  submitError: ErrorMessage | null
  onSubmit(values: TenderFormValues): void
  onCancel(): void
}

export function TenderPublishView(props: TenderPublishViewProps) {
  const intl = useIntl()
  const say = useSay()
  const formik = useFormik<TenderFormValues>({
    initialValues: props.draft ?? emptyTender,
    validationSchema: tenderSchema(props.today),
    onSubmit: (values) => props.onSubmit(values),
  })
  const text = (id: unknown) => (typeof id === 'string' ? intl.formatMessage({ id }) : null)
  const errorOf = (path: string) =>
    getIn(formik.touched, path) || formik.submitCount > 0 ? text(getIn(formik.errors, path)) : null
  const itemsError =
    typeof formik.errors.items === 'string' && formik.submitCount > 0 ? text(formik.errors.items) : null
  return (
    <div className="page tenders">
      <PageHeader
        title={<FormattedMessage {...m.publishTitle} />}
        lead={<FormattedMessage {...m.publishLead} />}
        back={{ to: '/member/bid', label: <FormattedMessage {...m.myTenders} /> }}
      />
      <FormikProvider value={formik}>
        <form className="tenders__form" noValidate onSubmit={formik.handleSubmit}>
          <Card title={<FormattedMessage {...m.noticeFacts} />}>
            <FormField label={<FormattedMessage {...m.fieldTitle} />} required error={errorOf('title')}>
              <input type="text" maxLength={TENDER_TITLE_MAX + 20} {...formik.getFieldProps('title')} />
            </FormField>
            <FormField label={<FormattedMessage {...m.fieldDescription} />} error={errorOf('description')}>
              <textarea
                rows={3}
                maxLength={TENDER_DESCRIPTION_MAX + 20}
                {...formik.getFieldProps('description')}
              />
            </FormField>
            <div className="tenders__fields">
              <FormField
                label={<FormattedMessage {...m.fieldDeadline} />}
                hint={<FormattedMessage {...m.dateHint} />}
                required
                error={errorOf('deadline')}
              >
                <input type="text" inputMode="numeric" {...formik.getFieldProps('deadline')} />
              </FormField>
              <FormField
                label={<FormattedMessage {...m.fieldOpening} />}
                hint={<FormattedMessage {...m.dateHint} />}
                required
                error={errorOf('openingDate')}
              >
                <input type="text" inputMode="numeric" {...formik.getFieldProps('openingDate')} />
              </FormField>
            </div>
          </Card>
          <Card title={<FormattedMessage {...m.items} />}>
            <FieldArray name="items">
              {(items) => (
                <>
                  <ol className="tenders__items">
                    {formik.values.items.map((_, index) => {
                      const n = index + 1
                      return (
                        <li key={index} className="tenders__item">
                          <FormField
                            label={<FormattedMessage {...m.fieldItem} values={{ n }} />}
                            required
                            error={errorOf(`items.${index}.goodsName`)}
                          >
                            <input
                              type="text"
                              maxLength={120}
                              {...formik.getFieldProps(`items.${index}.goodsName`)}
                            />
                          </FormField>
                          <FormField
                            label={<FormattedMessage {...m.fieldQuantity} values={{ n }} />}
                            required
                            error={errorOf(`items.${index}.buyNum`)}
                          >
                            <input
                              type="text"
                              inputMode="numeric"
                              {...formik.getFieldProps(`items.${index}.buyNum`)}
                            />
                          </FormField>
                          <FormField
                            label={<FormattedMessage {...m.fieldUnit} values={{ n }} />}
                            error={errorOf(`items.${index}.unit`)}
                          >
                            <input
                              type="text"
                              maxLength={20}
                              {...formik.getFieldProps(`items.${index}.unit`)}
                            />
                          </FormField>
                          <button
                            type="button"
                            className="button"
                            aria-label={intl.formatMessage(m.removeItem, { n })}
                            onClick={() => items.remove(index)}
                          >
                            <FormattedMessage {...m.remove} />
                          </button>
                        </li>
                      )
                    })}
                  </ol>
                  {itemsError ? (
                    <p role="alert" className="tenders__error">
                      {itemsError}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className="button"
                    disabled={formik.values.items.length >= TENDER_ITEMS_MAX}
                    onClick={() => items.push({ goodsName: '', buyNum: '', unit: '' })}
                  >
                    <FormattedMessage {...m.addItem} />
                  </button>
                </>
              )}
            </FieldArray>
          </Card>
          {props.submitError ? (
            <p role="alert" className="tenders__error">
              {say(props.submitError)}
            </p>
          ) : null}
          <div className="tenders__actions">
            <button type="submit" className="button button--primary" disabled={props.submitting}>
              <FormattedMessage {...(props.submitting ? m.publishing : m.publish)} />
            </button>
            <button type="button" className="button" onClick={props.onCancel}>
              <FormattedMessage {...m.cancel} />
            </button>
          </div>
        </form>
      </FormikProvider>
    </div>
  )
}
