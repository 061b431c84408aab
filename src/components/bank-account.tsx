// The platform's collection account a wire transfer goes to (SPEC.md §1 "wire transfer"), with a copy button
// per figure. One home for the order payment's transfer form and the top-up by transfer (issue 24 item 6): both
// read the same contract shape (openapi PlatformBankAccount) from the server, never a copy in the client.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { components } from '../api/schema'
import { notify } from '../lib/notify'
import { bankAccountMessages as m } from './bank-account.messages'
import './bank-account.css'

export type PlatformBankAccount = components['schemas']['PlatformBankAccount']

export interface BankAccountDetailsProps {
  account: PlatformBankAccount
  onCopy(text: string): void
}

/** Copies a figure and says so; a browser without a clipboard (or a refusal) just leaves it to be typed. */
export function copyText(text: string) {
  void navigator.clipboard
    ?.writeText(text)
    .then(() => notify.toast('success', { id: m.copied.id }))
    .catch(() => undefined)
}

export function BankAccountDetails({ account, onCopy }: BankAccountDetailsProps) {
  const intl = useIntl()
  const id = useId()
  const rows = [
    { label: intl.formatMessage(m.bankName), value: account.bankName },
    { label: intl.formatMessage(m.accountName), value: account.accountName },
    { label: intl.formatMessage(m.accountNumber), value: account.accountNumber },
    { label: intl.formatMessage(m.swift), value: account.swift },
  ]
  return (
    <section className="bank-account" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="bank-account__title">
        {intl.formatMessage(m.title)}
      </h3>
      <dl className="bank-account__list">
        {rows.map((row) => (
          <div key={row.label} className="bank-account__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-account__value">{row.value}</span>
              <button type="button" className="button bank-account__copy" onClick={() => onCopy(row.value)}>
                {intl.formatMessage(m.copy, { what: row.label.toLowerCase() })}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
