// The member centre's menu (issue 24 item 6): every built member screen is one click away from any other. The
// groups name paths of the route table; a path appears once its screen is built (its route has modules) and
// only for the member types its guard allows (SPEC.md §6), so a later issue's screen joins the menu by
// itself when it replaces its "Función en actualización" page.
import type { RouteObject } from 'react-router'
import type { MemberMenuGroup } from '../features/shell/member-menu-view'
import { memberMenuMessages } from '../features/shell/messages'
import type { Message } from '../lib/intl'
import type { RouteHandle } from './router'

const GROUPS: { title: Message; paths: string[] }[] = [
  {
    title: memberMenuMessages.orders,
    paths: [
      'member/order/list',
      'member/order/quoteOrder',
      'member/order/aftersales',
      'member/order/evaluation',
      'member/pointOrder/list',
      'member/sample/list',
      'member/inquiry/myInq',
      'member/inquiry/myQuo',
      'member/inquiry/myCon',
      'member/bid',
      'member/bidInvite',
    ],
  },
  {
    title: memberMenuMessages.assets,
    paths: ['member/wallet', 'member/credit/index', 'member/myPoint', 'member/coupon', 'shopping/card'],
  },
  {
    title: memberMenuMessages.purchasing,
    paths: [
      'member/collect',
      'member/footprint',
      'member/address/list',
      'member/invoice/header',
      'member/invoice/address',
      'member/contract/index',
      'member/regular/list',
      'member/project/list',
      'member/matCode',
      'member/desApp/list',
    ],
  },
  {
    title: memberMenuMessages.account,
    paths: [
      'member/info',
      'member/account',
      'msg/list',
      'msg/setting',
      'member/article',
      'member/subAccount',
      'member/createSub',
      'member/permission',
      'member/authen',
      'member/request/info',
      'member/applyInfo',
      'member/apply',
    ],
  },
]

/** The member screens drawn beside the menu: the member centre, the message centre and the card top-up. */
export const inMemberCentre = (path: string) =>
  path.startsWith('member/') || path.startsWith('msg/') || path === 'shopping/card'

/** The menu's groups for the route table: built screens only, in the groups' order. */
export function memberMenu(routes: RouteObject[]): MemberMenuGroup[] {
  const built = new Map(
    routes
      .filter((route) => route.path && route.lazy)
      .map((route) => [route.path!, route.handle as RouteHandle] as const),
  )
  return GROUPS.map(({ title, paths }) => ({
    title,
    items: paths.flatMap((path) => {
      const handle = built.get(path)
      return handle
        ? [
            {
              to: `/${path}`,
              title: handle.title,
              memberTypes: handle.memberTypes,
              mainAccountOnly: handle.mainAccountOnly,
            },
          ]
        : []
    }),
  })).filter((group) => group.items.length > 0)
}

/** Every path the menu names, for the test that each is a route of the table. */
export const memberMenuPaths = GROUPS.flatMap((group) => group.paths)

/**
 * Member screens that are not in the menu, each reached from a screen that is: a record's detail needs its id,
 * and a step of a flow starts on its list or its form (member-menu.test.ts holds every other screen to the menu).
 */
export const reachedFromMenuScreens: Record<string, string> = {
  'member/index': "the menu's first link",
  'member/order/refund/apply': 'an order’s “Solicitar reembolso”',
  'member/order/refund/detail': 'a row of Reembolsos y posventa',
  'member/order/logistics': 'an order’s shipment tracking',
  'member/order/info': 'an order of Mis pedidos',
  'member/order/detail': 'an order of Mis pedidos',
  'member/order/evaluate': 'an order of Mis valoraciones',
  'member/pointOrder/detail': 'a row of Pedidos de puntos',
  'member/balance': 'the balance figure of Monedero',
  'member/recharge': 'Monedero’s “Recargar”',
  'member/phone': 'Seguridad de la cuenta',
  'member/email': 'Seguridad de la cuenta',
  'member/pwd/login': 'Seguridad de la cuenta',
  'member/pwd/pay': 'Seguridad de la cuenta',
  'member/pwd/reset': 'Seguridad de la cuenta',
  'member/invoice/add': 'Encabezados de factura’s “Añadir”',
  'member/invoice/info': 'a header of Encabezados de factura',
  'member/contract/detail': 'a contract of Mis contratos',
  'member/contract/add': 'Mis contratos',
  'member/contract/authen': 'a contract to sign',
  'member/credit/pay': 'a bill of Mi crédito',
  'member/desApp/detail': 'a row of Solicitudes de diseñadores',
  'member/project/detail': 'a project of Proyectos',
}
