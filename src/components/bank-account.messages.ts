import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const bankAccountMessages = defineMessages({
  title: { id: 'components.bankAccount.title', defaultMessage: 'Cuenta bancaria de destino' },
  bankName: { id: 'components.bankAccount.bankName', defaultMessage: 'Banco' },
  accountName: { id: 'components.bankAccount.accountName', defaultMessage: 'Titular de la cuenta' },
  accountNumber: { id: 'components.bankAccount.accountNumber', defaultMessage: 'Número de cuenta' },
  swift: { id: 'components.bankAccount.swift', defaultMessage: 'Código SWIFT' },
  copy: { id: 'components.bankAccount.copy', defaultMessage: 'Copiar {what}' },
  copied: { id: 'components.bankAccount.copied', defaultMessage: 'Copiado' },
})
