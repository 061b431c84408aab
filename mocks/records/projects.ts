// Projects and frequent-purchase lists of a member (issue 27 item 6; mocks/lib/projects.ts). A project's state is
// not kept: it follows from its period and the mock clock's day (src/schemas/project.schema.ts projectStateOn).
export interface PlannedLineRecord {
  productId: number
  number: number
}

export interface ProjectRecord {
  projectId: number
  memberId: number
  name: string
  description: string
  /** AAAA-MM-DD */
  startDate: string
  /** AAAA-MM-DD, not before startDate */
  endDate: string
  products: PlannedLineRecord[]
  createdAt: number
}

export interface RegularListRecord {
  listId: number
  memberId: number
  name: string
  /** the order whose lines were saved as this list */
  sourceOrderSn: string
  lines: PlannedLineRecord[]
  createdAt: number
}
