// Designers (issue 27 item 5; SPEC.md §6 memberType 2): a member's application to become a certified designer,
// reviewed by the platform in the control panel, and the applications designers make to an enterprise, which it
// accepts (the designer is then authorised to propose selections, /member/permission) or declines.

/** 1 in review, 2 approved, 3 rejected */
export type DesignerApplyState = 1 | 2 | 3

export interface DesignerApplyRecord {
  applyId: number
  memberId: number
  realName: string
  specialty: string
  intro: string
  /** upload paths (`/uploads/portfolio/…`) or catalogue image urls of the seed */
  images: string[]
  state: DesignerApplyState
  rejectReason: string | null
  createdAt: number
  reviewedAt: number | null
}

/** 1 pending, 2 accepted, 3 declined */
export type DesignerApplicationState = 1 | 2 | 3

export interface DesignerApplicationRecord {
  desAppId: number
  designerId: number
  /** the enterprise's main account */
  enterpriseId: number
  specialty: string
  message: string
  images: string[]
  state: DesignerApplicationState
  declineReason: string | null
  createdAt: number
  decidedAt: number | null
}
