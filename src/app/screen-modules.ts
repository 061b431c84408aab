// The lazy modules of the route table (SPEC.md §2), apart from it (router.tsx), one file per area: each screen's
// route component and, for a screen that reads data, its loader in a module of its own (src/app/screen-module.ts,
// issue 14 item 3, docs/decisions/009-route-loader-modules.md). router.tsx reads them all as `lazy.<name>`.
export type { ScreenModules } from './screen-module'
export * from './screen-modules-catalogue'
export * from './screen-modules-enterprise'
export * from './screen-modules-member'
export * from './screen-modules-buying'
export * from './screen-modules-rfq'
