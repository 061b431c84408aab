// /member/address/list (login required, router guard; issue 11 item 4): owns the address book's actor.
import { addressBookMachine } from '../../../machines/record-book/record-book.actors'
import { addressName, AddressesView } from './addresses-view'
import { useRecordBook } from './use-record-book'

export function AddressesRoute() {
  const { book, editor, onSave, onCancel } = useRecordBook(addressBookMachine, {
    idOf: (address) => address.addressId,
    nameOf: addressName,
  })
  return <AddressesView book={book} editor={editor} onSave={onSave} onCancel={onCancel} />
}
