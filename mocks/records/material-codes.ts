// Material codes of an enterprise (issue 27 item 3): the buyer's own code for a SKU of the catalogue. They belong
// to the main account; its sub-accounts read and use them (mocks/lib/material-codes.ts).
export interface MaterialCodeRecord {
  codeId: number
  /** the main account of the enterprise */
  memberId: number
  materialCode: string
  /** codeKey(materialCode): codes are the same whatever their case */
  codeKey: string
  productId: number
  description: string
  createdAt: number
}
