// /inquiry/purchaser/init_inquiry (issue 28 item 1; SPEC.md §2, §5 at most 5 attachments, §8 messages): the
// inquiry a buyer publishes — products from the catalogue or described in words, quantities, delivery place
// and date, a deadline, attachments. Formik keeps what was typed (a refusal of the server loses nothing) and
// checks it with the rules the mock applies (src/schemas/inquiry.schema.ts). Plain props: the route owns the
// inquiryPublish actor (catalogue search, files, the submit).
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { GoodsCard } from '../../api/goods'
import type { InquiryDetail } from '../../api/inquiries'
import type { UploadResult } from '../../api/payment'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { FilePicker } from '../../components/file-picker'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { useSay } from '../../components/say'
import {
  emptyInquiry,
  INQUIRY_ATTACHMENTS_MAX,
  INQUIRY_DESCRIPTION_MAX,
  INQUIRY_TITLE_MAX,
  inquirySchema,
  PLACE_MAX,
  type InquiryFormValues,
} from '../../schemas/inquiry.schema'
import { rfqMessages as m } from './messages'
import { inquiryPath } from './rfq-parts'
import './rfq.css'

export type UploadedAttachment = UploadResult & { fileName: string }
export interface FileRefusal {
  fileName: string
  message: ErrorMessage
}

export interface InquiryPublishViewProps {
  /** the day the deadline and delivery date are checked against, AAAA-MM-DD */
  today: string
  results: readonly GoodsCard[]
  searching: boolean
  /** a search was made (an empty result says so) */
  searched: boolean
  attachments: readonly UploadedAttachment[]
  fileRefusal: FileRefusal | null
  filesBusy: boolean
  submitting: boolean
  submitError: ErrorMessage | null
  published: InquiryDetail | null
  onSearch(keyword: string): void
  onPickFiles(files: File[]): void
  onRemoveFile(index: number): void
  onSubmit(values: InquiryFormValues): void
  /** stories: start with these values, every field touched */
  initialValues?: InquiryFormValues
}

export function InquiryPublishView(props: InquiryPublishViewProps) {
  const intl = useIntl()
  const say = useSay()
  const [keyword, setKeyword] = useState('')
  const formik = useFormik<InquiryFormValues>({
    initialValues: props.initialValues ?? emptyInquiry,
    initialTouched: props.initialValues ? touchedAll(props.initialValues) : {},
    validationSchema: inquirySchema(props.today),
    onSubmit: (values) => props.onSubmit(values),
  })
  const text = (id: unknown) => (typeof id === 'string' ? intl.formatMessage({ id }) : null)
  const errorOf = (path: string) =>
    getIn(formik.touched, path) || formik.submitCount > 0 ? text(getIn(formik.errors, path)) : null
  const header = (
    <PageHeader
      title={<FormattedMessage {...m.publishTitle} />}
      lead={<FormattedMessage {...m.publishLead} />}
      back={{ to: '/inquiry/index', label: <FormattedMessage {...m.landingTitle} /> }}
    />
  )
  if (props.published)
    return (
      <div className="page rfq">
        {header}
        <Card>
          <EmptyState
            headingLevel={2}
            title={<FormattedMessage {...m.publishedTitle} />}
            text={
              <FormattedMessage
                {...m.publishedText}
                values={{ inquirySn: props.published.inquirySn, deadline: props.published.deadline }}
              />
            }
            action={
              <Link className="button button--primary" to={inquiryPath(props.published.inquirySn)}>
                <FormattedMessage {...m.seeInquiry} />
              </Link>
            }
          />
        </Card>
      </div>
    )
  const linesError =
    typeof formik.errors.lines === 'string' && formik.submitCount > 0 ? text(formik.errors.lines) : null
  return (
    <div className="page rfq">
      {header}
      <FormikProvider value={formik}>
        <form className="rfq__form" noValidate onSubmit={formik.handleSubmit}>
          <Card title={<FormattedMessage {...m.inquiryFacts} />}>
            <div className="rfq__fields">
              <FormField label={<FormattedMessage {...m.fieldTitle} />} required error={errorOf('title')}>
                <input type="text" maxLength={INQUIRY_TITLE_MAX + 20} {...formik.getFieldProps('title')} />
              </FormField>
            </div>
            <FormField
              label={<FormattedMessage {...m.fieldDescription} />}
              hint={<FormattedMessage {...m.descriptionHint} />}
              error={errorOf('description')}
            >
              <textarea
                rows={4}
                maxLength={INQUIRY_DESCRIPTION_MAX + 20}
                {...formik.getFieldProps('description')}
              />
            </FormField>
          </Card>

          <Card title={<FormattedMessage {...m.productsTitle} />}>
            <FieldArray name="lines">
              {(lines) => (
                <div className="rfq__products">
                  <div className="rfq__search">
                    <FormField label={<FormattedMessage {...m.searchLabel} />}>
                      <input
                        type="search"
                        value={keyword}
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
                      disabled={props.searching}
                      onClick={() => props.onSearch(keyword)}
                    >
                      <FormattedMessage {...(props.searching ? m.searching : m.searchButton)} />
                    </button>
                  </div>
                  {props.searched && !props.searching && props.results.length === 0 ? (
                    <p role="status">
                      <FormattedMessage {...m.noResults} />
                    </p>
                  ) : null}
                  {props.results.length > 0 ? (
                    <ul className="rfq__results">
                      {props.results.map((goods) => (
                        <li key={goods.productId}>
                          <span>
                            {goods.goodsName} · {goods.storeName}
                          </span>
                          <button
                            type="button"
                            className="button"
                            aria-label={intl.formatMessage(m.addProductFor, { name: goods.goodsName })}
                            onClick={() =>
                              lines.push({
                                productId: String(goods.productId),
                                goodsName: goods.goodsName.slice(0, 100),
                                buyNum: String(goods.minBuyNum || 1),
                                unit: goods.saleUnit ?? '',
                              })
                            }
                          >
                            <FormattedMessage {...m.addProduct} />
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {formik.values.lines.length === 0 ? (
                    <p className="rfq__note">
                      <FormattedMessage {...m.noLines} />
                    </p>
                  ) : (
                    <ol className="rfq__lines">
                      {formik.values.lines.map((line, index) => {
                        const n = index + 1
                        return (
                          <li key={index} className="rfq__line">
                            <FormField
                              label={
                                <>
                                  <FormattedMessage {...m.lineName} values={{ n }} />
                                  {line.productId ? (
                                    <>
                                      {' · '}
                                      <FormattedMessage {...m.lineCatalogue} />
                                    </>
                                  ) : null}
                                </>
                              }
                              required
                              error={errorOf(`lines.${index}.goodsName`)}
                            >
                              <input
                                type="text"
                                readOnly={line.productId !== ''}
                                {...formik.getFieldProps(`lines.${index}.goodsName`)}
                              />
                            </FormField>
                            <FormField
                              label={<FormattedMessage {...m.lineQuantity} values={{ n }} />}
                              required
                              error={errorOf(`lines.${index}.buyNum`)}
                            >
                              <input
                                type="text"
                                inputMode="numeric"
                                {...formik.getFieldProps(`lines.${index}.buyNum`)}
                              />
                            </FormField>
                            <FormField label={<FormattedMessage {...m.lineUnit} values={{ n }} />}>
                              <input
                                type="text"
                                maxLength={20}
                                {...formik.getFieldProps(`lines.${index}.unit`)}
                              />
                            </FormField>
                            <button type="button" className="button" onClick={() => lines.remove(index)}>
                              <FormattedMessage {...m.removeLine} values={{ n }} />
                            </button>
                          </li>
                        )
                      })}
                    </ol>
                  )}
                  <div className="rfq__actions">
                    <button
                      type="button"
                      className="button"
                      onClick={() => lines.push({ productId: '', goodsName: '', buyNum: '1', unit: '' })}
                    >
                      <FormattedMessage {...m.addFreeLine} />
                    </button>
                  </div>
                  {linesError ? (
                    <p role="alert" className="rfq__error">
                      {linesError}
                    </p>
                  ) : null}
                </div>
              )}
            </FieldArray>
          </Card>

          <Card title={<FormattedMessage {...m.deliveryTitle} />}>
            <div className="rfq__fields">
              <FormField
                label={<FormattedMessage {...m.fieldPlace} />}
                required
                error={errorOf('deliveryPlace')}
              >
                <input type="text" maxLength={PLACE_MAX + 20} {...formik.getFieldProps('deliveryPlace')} />
              </FormField>
              <FormField
                label={<FormattedMessage {...m.fieldDeliveryDate} />}
                hint={<FormattedMessage {...m.dayHint} />}
                required
                error={errorOf('deliveryDate')}
              >
                <input
                  type="text"
                  inputMode="numeric"
                  maxLength={10}
                  {...formik.getFieldProps('deliveryDate')}
                />
              </FormField>
              <FormField
                label={<FormattedMessage {...m.fieldDeadline} />}
                hint={<FormattedMessage {...m.dayHint} />}
                required
                error={errorOf('deadline')}
              >
                <input type="text" inputMode="numeric" maxLength={10} {...formik.getFieldProps('deadline')} />
              </FormField>
            </div>
            <FilePicker
              label={intl.formatMessage(m.fieldFiles)}
              accept="application/pdf,image/png,image/jpeg"
              multiple
              chosen={props.attachments.map((file) => file.fileName)}
              summary={
                props.attachments.length > 0
                  ? intl.formatMessage(m.filesCount, {
                      count: props.attachments.length,
                      max: INQUIRY_ATTACHMENTS_MAX,
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
              disabled={props.filesBusy}
              onPick={props.onPickFiles}
            >
              {props.attachments.length > 0 ? (
                <ul className="rfq__files">
                  {props.attachments.map((file, index) => (
                    <li key={file.url}>
                      <span>{file.fileName}</span>
                      <button
                        type="button"
                        className="button"
                        disabled={props.filesBusy}
                        onClick={() => props.onRemoveFile(index)}
                      >
                        <FormattedMessage {...m.removeFile} values={{ fileName: file.fileName }} />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </FilePicker>
          </Card>

          <div className="rfq__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={props.submitting || props.filesBusy}
              aria-busy={props.submitting || undefined}
            >
              <FormattedMessage {...(props.submitting ? m.submitting : m.submit)} />
            </button>
          </div>
          {props.submitError ? (
            <p role="alert" className="rfq__error">
              {say(props.submitError)}
            </p>
          ) : null}
        </form>
      </FormikProvider>
    </div>
  )
}

function touchedAll(values: InquiryFormValues) {
  return {
    title: true,
    description: true,
    deliveryPlace: true,
    deliveryDate: true,
    deadline: true,
    lines: values.lines.map(() => ({ goodsName: true, buyNum: true, unit: true })),
  }
}
