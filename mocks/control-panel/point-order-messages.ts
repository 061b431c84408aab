// Texts of the control panel's points-order section (issue 12 item 5): they live in the control panel's
// dictionary. Called "canjes" here: the panel's e2e tests find the orders' section by the name "Pedidos".
import { defineMessages } from '../../src/lib/intl'

export const pointOrderPanelMessages = defineMessages({
  title: { id: 'mockPanel.pointOrders.title', defaultMessage: 'Canjes de puntos (como plataforma)' },
  refresh: { id: 'mockPanel.pointOrders.refresh', defaultMessage: 'Actualizar canjes de puntos' },
  empty: { id: 'mockPanel.pointOrders.empty', defaultMessage: 'No hay canjes de puntos.' },
  member: { id: 'mockPanel.pointOrders.member', defaultMessage: 'Comprador' },
  goods: { id: 'mockPanel.pointOrders.goods', defaultMessage: 'Producto' },
  state: { id: 'mockPanel.pointOrders.state', defaultMessage: 'Estado' },
  points: { id: 'mockPanel.pointOrders.points', defaultMessage: 'Puntos' },
  cash: { id: 'mockPanel.pointOrders.cash', defaultMessage: 'Parte en efectivo' },
  placedAt: { id: 'mockPanel.pointOrders.placedAt', defaultMessage: 'Creado' },
  unknownState: { id: 'mockPanel.pointOrders.unknownState', defaultMessage: 'Estado {code}' },
  ship: { id: 'mockPanel.pointOrders.ship', defaultMessage: 'Enviar' },
  shipFor: { id: 'mockPanel.pointOrders.shipFor', defaultMessage: 'Enviar canje {sn}' },
  shipped: { id: 'mockPanel.pointOrders.shipped', defaultMessage: 'Canje {sn} enviado.' },
})
