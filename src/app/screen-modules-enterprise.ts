// The route table's lazy screens (src/app/screen-modules.ts): Enterprise and designer members, and the prototype area (issues 27 and 28 items 3–5).
import { screenModules } from './screen-module'

// issue 28 item 3: sample applications
export const sampleApply = screenModules(
  () => import('../features/samples/sample-apply-route'),
  'SampleApplyRoute',
)
export const sampleHistory = screenModules(
  () => import('../features/samples/sample-history-route'),
  'SampleHistoryRoute',
)
export const sampleDetail = screenModules(
  () => import('../features/samples/sample-detail-route'),
  'SampleDetailRoute',
)
// issue 27 item 5: designers — the certification, and the designer applications an enterprise decides
export const applyDesigner = screenModules(
  () => import('../features/designers/apply-designer-route'),
  'ApplyDesignerRoute',
)
export const designerInfo = screenModules(
  () => import('../features/designers/designer-info-route'),
  'DesignerInfoRoute',
)
export const desAppList = screenModules(
  () => import('../features/designers/des-app-list-route'),
  'DesAppListRoute',
)
export const desAppDetail = screenModules(
  () => import('../features/designers/des-app-detail-route'),
  'DesAppDetailRoute',
)
// issue 27 leftovers: a designer applying to join an enterprise
export const memberApply = screenModules(
  () => import('../features/designers/member-apply-route'),
  'MemberApplyRoute',
)
// issue 27 items 1 and 2: sub-accounts, the spending approval and the permissions
export const subAccountList = screenModules(
  () => import('../features/sub-accounts/sub-account-list-route'),
  'SubAccountListRoute',
)
export const createSub = screenModules(
  () => import('../features/sub-accounts/create-sub-route'),
  'CreateSubRoute',
)
export const permission = screenModules(
  () => import('../features/sub-accounts/permission-route'),
  'PermissionRoute',
)
// issue 27 item 3: material codes and their .xls import
export const materialCodes = screenModules(
  () => import('../features/material-codes/material-codes-route'),
  'MaterialCodesRoute',
)
// issue 27 items 4 and 7: member authentication and the buyer customs registration
export const memberAuthen = screenModules(
  () => import('../features/identity/member-authen-route'),
  'MemberAuthenRoute',
)
export const customsRegistration = screenModules(
  () => import('../features/identity/customs-route'),
  'CustomsRoute',
)
// issue 27 item 6: projects and frequent-purchase lists
export const projectList = screenModules(
  () => import('../features/projects/project-list-route'),
  'ProjectListRoute',
)
export const projectDetail = screenModules(
  () => import('../features/projects/project-detail-route'),
  'ProjectDetailRoute',
)
export const regularList = screenModules(
  () => import('../features/projects/regular-list-route'),
  'RegularListRoute',
)
// issue 28 item 5: replacement search
export const replacementSearch = screenModules(
  () => import('../features/replacement/replacement-routes'),
  'ReplacementSearchRoute',
)
export const replacementList = screenModules(
  () => import('../features/replacement/replacement-routes'),
  'ReplacementListRoute',
)
// issue 28 item 4: designer optimisation
export const optimizeIndex = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeRoute',
)
export const optimizeHistory = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeHistoryRoute',
)
export const optimizeDetail = screenModules(
  () => import('../features/optimize/optimize-routes'),
  'OptimizeDetailRoute',
)
export const quickOrder = screenModules(
  () => import('../features/quick-order/quick-order-route'),
  'QuickOrderRoute',
)
