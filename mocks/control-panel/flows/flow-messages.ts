import { defineMessages } from '../../../src/lib/intl'

/** The analysts' order flows (issue 13 item 2; GLOSSARY.md "Flujos de pedidos") and the state diagrams. */
export const flowMessages = defineMessages({
  sectionTitle: { id: 'mockPanel.flows.title', defaultMessage: 'Flujos de pedidos' },
  open: { id: 'mockPanel.flows.open', defaultMessage: 'Ver flujos de pedidos' },
  close: { id: 'mockPanel.flows.close', defaultMessage: 'Cerrar flujos de pedidos' },
  intro: {
    id: 'mockPanel.flows.intro',
    defaultMessage:
      'Diagramas generados de las máquinas de estados. En cada estado: cuántos pedidos (solicitudes de reembolso) están en él ahora. En cada transición: cuántos la tomaron en el periodo elegido del reloj simulado.',
  },
  machine: { id: 'mockPanel.flows.machine', defaultMessage: 'Flujo' },
  kindRegular: { id: 'mockPanel.flows.kind.regular', defaultMessage: 'Pedido normal' },
  kindReservation: { id: 'mockPanel.flows.kind.reservation', defaultMessage: 'Pedido de reserva' },
  kindRefund: { id: 'mockPanel.flows.kind.refund', defaultMessage: 'Reembolso' },
  period: { id: 'mockPanel.flows.period', defaultMessage: 'Periodo de las transiciones' },
  period24h: { id: 'mockPanel.flows.period.24h', defaultMessage: 'Últimas 24 horas' },
  period7d: { id: 'mockPanel.flows.period.7d', defaultMessage: 'Últimos 7 días' },
  period30d: { id: 'mockPanel.flows.period.30d', defaultMessage: 'Últimos 30 días' },
  periodAll: { id: 'mockPanel.flows.period.all', defaultMessage: 'Todo' },
  refresh: { id: 'mockPanel.flows.refresh', defaultMessage: 'Actualizar cifras' },
  clock: {
    id: 'mockPanel.flows.clock',
    defaultMessage: 'Hora simulada: {now}. Transiciones desde: {since}.',
  },
  sinceAll: { id: 'mockPanel.flows.sinceAll', defaultMessage: 'el principio' },
  loading: { id: 'mockPanel.flows.loading', defaultMessage: 'Calculando el diagrama…' },
  loadFailed: { id: 'mockPanel.flows.loadFailed', defaultMessage: 'No se pudieron leer las cifras.' },
  started: {
    id: 'mockPanel.flows.started',
    defaultMessage: 'Creados en el periodo: {count, number}',
  },

  // the diagram
  diagramTitle: { id: 'mockPanel.flows.diagram.title', defaultMessage: 'Diagrama de estados: {machine}' },
  diagramDescription: {
    id: 'mockPanel.flows.diagram.description',
    defaultMessage:
      '{states, plural, one {# estado} other {# estados}} y {transitions, plural, one {# transición} other {# transiciones}}, generados de la definición de la máquina. Cada estado es un botón; la tabla siguiente da lo mismo en texto.',
  },
  stateOrders: {
    id: 'mockPanel.flows.diagram.stateOrders',
    defaultMessage: '{label}: {count, plural, one {# pedido} other {# pedidos}}',
  },
  stateRefunds: {
    id: 'mockPanel.flows.diagram.stateRefunds',
    defaultMessage: '{label}: {count, plural, one {# solicitud} other {# solicitudes}}',
  },
  stateOnly: { id: 'mockPanel.flows.diagram.stateOnly', defaultMessage: '{label}' },
  stateKinds: {
    id: 'mockPanel.flows.diagram.stateKinds',
    defaultMessage:
      '{label}{initial, select, true {, estado inicial} other {}}{final, select, true {, estado final} other {}}',
  },
  countNow: { id: 'mockPanel.flows.diagram.countNow', defaultMessage: 'Ahora: {count, number}' },
  edgeCount: {
    id: 'mockPanel.flows.diagram.edgeCount',
    defaultMessage: '{count, plural, one {# vez} other {# veces}}',
  },
  anyState: { id: 'mockPanel.flows.diagram.anyState', defaultMessage: 'En cualquier estado' },

  // the text alternative
  tableStates: { id: 'mockPanel.flows.table.states', defaultMessage: 'Estados de {machine}' },
  tableTransitions: { id: 'mockPanel.flows.table.transitions', defaultMessage: 'Transiciones de {machine}' },
  colState: { id: 'mockPanel.flows.table.state', defaultMessage: 'Estado' },
  colName: { id: 'mockPanel.flows.table.name', defaultMessage: 'Nombre en la máquina' },
  colKind: { id: 'mockPanel.flows.table.kind', defaultMessage: 'Tipo' },
  colNow: { id: 'mockPanel.flows.table.now', defaultMessage: 'Ahora' },
  colFrom: { id: 'mockPanel.flows.table.from', defaultMessage: 'Desde' },
  colTo: { id: 'mockPanel.flows.table.to', defaultMessage: 'Hasta' },
  colEvents: { id: 'mockPanel.flows.table.events', defaultMessage: 'Eventos [guarda]' },
  colTaken: { id: 'mockPanel.flows.table.taken', defaultMessage: 'Veces en el periodo' },
  typeInitial: { id: 'mockPanel.flows.type.initial', defaultMessage: 'inicial' },
  typeFinal: { id: 'mockPanel.flows.type.final', defaultMessage: 'final' },
  typeCompound: { id: 'mockPanel.flows.type.compound', defaultMessage: 'compuesto' },
  typeParallel: { id: 'mockPanel.flows.type.parallel', defaultMessage: 'paralelo' },
  sameState: { id: 'mockPanel.flows.table.sameState', defaultMessage: '(el mismo estado)' },

  // the orders of a state
  itemsTitle: { id: 'mockPanel.flows.items.title', defaultMessage: 'En «{label}» ahora' },
  itemsHint: {
    id: 'mockPanel.flows.items.hint',
    defaultMessage: 'Elija un estado del diagrama para ver sus pedidos.',
  },
  itemsEmpty: { id: 'mockPanel.flows.items.empty', defaultMessage: 'Ningún pedido está en este estado.' },
  itemsLoading: { id: 'mockPanel.flows.items.loading', defaultMessage: 'Cargando pedidos…' },
  colNumber: { id: 'mockPanel.flows.items.number', defaultMessage: 'Número' },
  colBuyer: { id: 'mockPanel.flows.items.buyer', defaultMessage: 'Comprador' },
  colAmount: { id: 'mockPanel.flows.items.amount', defaultMessage: 'Importe' },
  colEntered: { id: 'mockPanel.flows.items.entered', defaultMessage: 'En este estado desde' },
  colCreated: { id: 'mockPanel.flows.items.created', defaultMessage: 'Creado' },
  refundOf: { id: 'mockPanel.flows.items.refundOf', defaultMessage: '{afsSn} (pedido {orderSn})' },
})
