// A member's authentication and the buyer customs registration (issue 27 items 4 and 7; mocks/lib/identity.ts).
// One record per main account of each; no record means not submitted / not registered.
export interface MemberAuthenRecord {
  memberId: number
  authenType: 'personal' | 'enterprise'
  state: 'pending' | 'approved' | 'rejected'
  realName: string | null
  idNumber: string | null
  companyName: string | null
  registrationNumber: string | null
  /** the stored path `/uploads/licence/…` of the licence image (a private file) */
  licencePath: string | null
  rejectReason: string | null
  submittedAt: number
  reviewedAt: number | null
}

export interface CustomsRegistrationRecord {
  memberId: number
  importerName: string
  /** upper-case: the customs register's key */
  importerCode: string
  enterpriseName: string
  enterpriseCode: string
  boundAt: number
}
