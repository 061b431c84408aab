// The invoice header and invoice receiving-address forms (SPEC.md §3 invoice; §5 rules through the shared
// src/schemas/invoice.schema.ts). A personal header has no tax number and no VAT invoice; a VAT invoice asks for
// the registered address, phone, bank and account; a normal one for the receiving email.
import type { Message } from '../api/message'
import type { FormikProps } from 'formik'
import { FormattedMessage } from 'react-intl'
import {
  INVOICE_TYPE,
  TITLE_TYPE,
  invoiceAddressSchema,
  invoiceSchema,
  type InvoiceAddressFormValues,
  type InvoiceFormValues,
} from '../schemas/invoice.schema'
import { invoiceFormMessages as m } from './invoice-form.messages'
import { RecordFormDialog, type RecordField } from './record-form-dialog'

export interface DialogProps<V> {
  mode: 'new' | 'edit'
  values: V
  saving: boolean
  error: Message | null
  onSave: (values: V) => void
  onCancel: () => void
  showAllErrors?: boolean
}

function invoiceFields(values: InvoiceFormValues): RecordField<InvoiceFormValues>[] {
  const company = Number(values.titleType) === TITLE_TYPE.company
  const vat = company && Number(values.invoiceType) === INVOICE_TYPE.vat
  return [
    { name: 'invoiceTitle', label: m.fieldInvoiceTitle, autoComplete: company ? 'organization' : 'name' },
    ...(company ? [{ name: 'taxCode' as const, label: m.fieldTaxCode }] : []),
    { name: 'receiverEmail', label: m.fieldReceiverEmail, autoComplete: 'email', type: 'email' },
    ...(vat
      ? ([
          {
            name: 'registerAddr',
            label: m.fieldRegisterAddr,
            autoComplete: 'street-address',
            multiline: true,
          },
          { name: 'registerPhone', label: m.fieldRegisterPhone, autoComplete: 'tel', type: 'tel' },
          { name: 'bankName', label: m.fieldBankName },
          { name: 'bankAccount', label: m.fieldBankAccount },
        ] as RecordField<InvoiceFormValues>[])
      : []),
  ]
}

function Choice<V>({
  formik,
  name,
  value,
  label,
  disabled,
}: {
  formik: FormikProps<V>
  name: keyof V & string
  value: number
  label: (typeof m)[keyof typeof m]
  disabled?: boolean
}) {
  return (
    <label>
      <input
        type="radio"
        name={name}
        checked={Number(formik.values[name]) === value}
        disabled={disabled}
        onChange={() => {
          void formik.setFieldValue(name, value)
          // a personal header cannot be a VAT invoice (SPEC.md §3): switching to personal makes it normal
          if (name === 'titleType' && value === TITLE_TYPE.personal)
            void formik.setFieldValue('invoiceType' as never, INVOICE_TYPE.normal)
        }}
      />
      <FormattedMessage {...label} />
    </label>
  )
}

export function InvoiceDialog(props: DialogProps<InvoiceFormValues>) {
  return (
    <RecordFormDialog
      {...props}
      title={props.mode === 'new' ? m.invoiceDialogNew : m.invoiceDialogEdit}
      schema={invoiceSchema}
      fields={invoiceFields}
      choices={(formik) => (
        <>
          <fieldset className="record-form__choices">
            <legend>
              <FormattedMessage {...m.fieldTitleType} />
            </legend>
            <Choice formik={formik} name="titleType" value={TITLE_TYPE.company} label={m.titleType2} />
            <Choice formik={formik} name="titleType" value={TITLE_TYPE.personal} label={m.titleType1} />
          </fieldset>
          <fieldset className="record-form__choices">
            <legend>
              <FormattedMessage {...m.fieldInvoiceType} />
            </legend>
            <Choice formik={formik} name="invoiceType" value={INVOICE_TYPE.normal} label={m.invoiceType1} />
            <Choice
              formik={formik}
              name="invoiceType"
              value={INVOICE_TYPE.vat}
              label={m.invoiceType2}
              disabled={Number(formik.values.titleType) !== TITLE_TYPE.company}
            />
          </fieldset>
        </>
      )}
    />
  )
}

const invoiceAddressFields: RecordField<InvoiceAddressFormValues>[] = [
  { name: 'receiverName', label: m.fieldReceiverName, autoComplete: 'name' },
  { name: 'receiverMobile', label: m.fieldReceiverMobile, autoComplete: 'tel', type: 'tel' },
  { name: 'receiverEmail', label: m.fieldReceiverEmail, autoComplete: 'email', type: 'email' },
  { name: 'receiverAddress', label: m.fieldReceiverAddress, autoComplete: 'street-address', multiline: true },
]

export function InvoiceAddressDialog(props: DialogProps<InvoiceAddressFormValues>) {
  return (
    <RecordFormDialog
      {...props}
      title={props.mode === 'new' ? m.invoiceAddressDialogNew : m.invoiceAddressDialogEdit}
      schema={invoiceAddressSchema}
      fields={() => invoiceAddressFields}
    />
  )
}
