// /member/address/list (issue 11 item 4; SPEC.md §3 contact info, §5): the member's delivery addresses — the
// very records the checkout offers — with the shared address dialog for adding and editing.
import { FormattedMessage } from 'react-intl'
import type { Address } from '../../api/checkout'
import { AddressDialog } from '../../components/address-dialog'
import type { AddressFormValues } from '../../schemas/address.schema'
import { recordMessages as m } from './messages'
import { RecordBookView, type RecordBookViewProps } from './record-book-view'
import type { RecordEditorState } from './use-record-book'

type BookProps = Omit<
  RecordBookViewProps<Address>,
  'title' | 'hint' | 'addLabel' | 'emptyLabel' | 'isDefault' | 'renderRecord' | 'editor'
>

export interface AddressesViewProps {
  book: BookProps
  editor: RecordEditorState<AddressFormValues> | null
  onSave(values: AddressFormValues): void
  onCancel(): void
}

export const addressName = (address: Address) => address.memberName

export function AddressesView({ book, editor, onSave, onCancel }: AddressesViewProps) {
  return (
    <RecordBookView
      {...book}
      title={m.addressesTitle}
      hint={m.addressesHint}
      addLabel={m.addressesAdd}
      emptyLabel={m.addressesEmpty}
      isDefault={(address) => address.isDefault}
      renderRecord={(address) => (
        <>
          <p className="record-card__line">
            <FormattedMessage {...m.phone} values={{ phone: address.telMobile }} />
          </p>
          <p className="record-card__line">{address.addressAll}</p>
          <p className="record-card__line">{address.detailAddress}</p>
        </>
      )}
      editor={
        editor ? (
          <AddressDialog
            mode={editor.mode}
            values={editor.values}
            saving={editor.saving}
            error={editor.error}
            showAllErrors={editor.showAllErrors}
            onSave={onSave}
            onCancel={onCancel}
          />
        ) : null
      }
    />
  )
}
