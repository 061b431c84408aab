import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import rfqPart from '../../i18n/parts/rfq.json' with { type: 'json' }

addMessages(rfqPart)

export const rfqMessages = defineMessages({
  // landing
  landingTitle: { id: 'rfq.landing.title', defaultMessage: 'Solicitud de cotización' },
  landingLead: {
    id: 'rfq.landing.lead',
    defaultMessage:
      'Describa lo que necesita una sola vez y reciba las cotizaciones de varios proveedores para compararlas.',
  },
  howTitle: { id: 'rfq.landing.howTitle', defaultMessage: 'Cómo funciona' },
  step1Title: { id: 'rfq.landing.step1Title', defaultMessage: '1. Publique su solicitud' },
  step1Text: {
    id: 'rfq.landing.step1Text',
    defaultMessage:
      'Productos del catálogo o descritos con sus palabras, cantidades, lugar y fecha de entrega, y hasta 5 archivos adjuntos.',
  },
  step2Title: { id: 'rfq.landing.step2Title', defaultMessage: '2. Reciba cotizaciones' },
  step2Text: {
    id: 'rfq.landing.step2Text',
    defaultMessage:
      'Los proveedores responden hasta la fecha límite con precios, cargos, condiciones de pago, entrega e impuestos. Si modifican una cotización, verá cada versión y lo que cambió.',
  },
  step3Title: { id: 'rfq.landing.step3Title', defaultMessage: '3. Compare y acepte' },
  step3Text: {
    id: 'rfq.landing.step3Text',
    defaultMessage:
      'Compare las cotizaciones lado a lado y acepte una antes de que venza: se prepara el borrador del contrato.',
  },
  step4Title: { id: 'rfq.landing.step4Title', defaultMessage: '4. Contrato y pedido' },
  step4Text: {
    id: 'rfq.landing.step4Text',
    defaultMessage:
      'Cuando usted firma el contrato y el proveedor lo confirma, se convierte en un pedido en «Mis pedidos».',
  },
  publishCta: { id: 'rfq.landing.publishCta', defaultMessage: 'Publicar solicitud' },
  myInquiriesCta: { id: 'rfq.landing.myInquiriesCta', defaultMessage: 'Mis solicitudes de cotización' },
  myQuotesCta: { id: 'rfq.landing.myQuotesCta', defaultMessage: 'Mis cotizaciones' },
  myContractsCta: { id: 'rfq.landing.myContractsCta', defaultMessage: 'Mis contratos de cotización' },

  // publish form
  publishTitle: { id: 'rfq.publish.title', defaultMessage: 'Nueva solicitud de cotización' },
  publishLead: {
    id: 'rfq.publish.lead',
    defaultMessage: 'Los proveedores podrán cotizar hasta el final del día de la fecha límite.',
  },
  fieldTitle: { id: 'rfq.publish.fieldTitle', defaultMessage: 'Título de la solicitud' },
  fieldDescription: { id: 'rfq.publish.fieldDescription', defaultMessage: 'Descripción de lo que necesita' },
  descriptionHint: {
    id: 'rfq.publish.descriptionHint',
    defaultMessage:
      'Puede describir aquí los productos en lugar de añadirlos uno a uno (hasta 1.000 caracteres).',
  },
  productsTitle: { id: 'rfq.publish.productsTitle', defaultMessage: 'Productos' },
  searchLabel: { id: 'rfq.publish.searchLabel', defaultMessage: 'Buscar en el catálogo' },
  searchButton: { id: 'rfq.publish.searchButton', defaultMessage: 'Buscar productos' },
  searching: { id: 'rfq.publish.searching', defaultMessage: 'Buscando…' },
  noResults: {
    id: 'rfq.publish.noResults',
    defaultMessage: 'No hay productos del catálogo con esas palabras.',
  },
  addProduct: { id: 'rfq.publish.addProduct', defaultMessage: 'Añadir' },
  addProductFor: { id: 'rfq.publish.addProductFor', defaultMessage: 'Añadir {name} a la solicitud' },
  addFreeLine: { id: 'rfq.publish.addFreeLine', defaultMessage: 'Añadir un producto descrito' },
  lineName: { id: 'rfq.publish.lineName', defaultMessage: 'Producto {n, number}' },
  lineCatalogue: { id: 'rfq.publish.lineCatalogue', defaultMessage: 'Del catálogo' },
  lineQuantity: { id: 'rfq.publish.lineQuantity', defaultMessage: 'Cantidad del producto {n, number}' },
  lineUnit: { id: 'rfq.publish.lineUnit', defaultMessage: 'Unidad del producto {n, number}' },
  removeLine: { id: 'rfq.publish.removeLine', defaultMessage: 'Quitar el producto {n, number}' },
  noLines: {
    id: 'rfq.publish.noLines',
    defaultMessage: 'Todavía no hay productos. Búsquelos en el catálogo o añada uno descrito.',
  },
  deliveryTitle: { id: 'rfq.publish.deliveryTitle', defaultMessage: 'Entrega y plazo' },
  fieldPlace: { id: 'rfq.publish.fieldPlace', defaultMessage: 'Lugar de entrega' },
  fieldDeliveryDate: { id: 'rfq.publish.fieldDeliveryDate', defaultMessage: 'Fecha de entrega' },
  fieldDeadline: { id: 'rfq.publish.fieldDeadline', defaultMessage: 'Fecha límite para cotizar' },
  dayHint: { id: 'rfq.publish.dayHint', defaultMessage: 'Formato AAAA-MM-DD' },
  fieldFiles: { id: 'rfq.publish.fieldFiles', defaultMessage: 'Archivos adjuntos' },
  filesHint: {
    id: 'rfq.publish.filesHint',
    defaultMessage: 'Hasta 5 archivos PDF, PNG o JPEG de 5 MB como máximo cada uno.',
  },
  filesCount: {
    id: 'rfq.publish.filesCount',
    defaultMessage: '{count, number} de {max, number} archivos adjuntos',
  },
  fileChecking: { id: 'rfq.publish.fileChecking', defaultMessage: 'Comprobando y subiendo los archivos…' },
  fileRefused: { id: 'rfq.publish.fileRefused', defaultMessage: '«{fileName}»: {reason}' },
  removeFile: { id: 'rfq.publish.removeFile', defaultMessage: 'Quitar {fileName}' },
  submit: { id: 'rfq.publish.submit', defaultMessage: 'Publicar solicitud' },
  submitting: { id: 'rfq.publish.submitting', defaultMessage: 'Publicando…' },
  publishedTitle: { id: 'rfq.publish.publishedTitle', defaultMessage: 'Solicitud publicada' },
  publishedText: {
    id: 'rfq.publish.publishedText',
    defaultMessage: 'La solicitud {inquirySn} está abierta a los proveedores hasta el {deadline}.',
  },
  seeInquiry: { id: 'rfq.publish.seeInquiry', defaultMessage: 'Ver la solicitud' },

  // lists
  inquiriesTitle: { id: 'rfq.inquiries.title', defaultMessage: 'Mis solicitudes de cotización' },
  inquiriesCaption: { id: 'rfq.inquiries.caption', defaultMessage: 'Solicitudes de cotización' },
  inquiriesEmpty: { id: 'rfq.inquiries.empty', defaultMessage: 'Todavía no ha publicado ninguna solicitud.' },
  quotesTitle: { id: 'rfq.quotes.title', defaultMessage: 'Mis cotizaciones' },
  quotesCaption: { id: 'rfq.quotes.caption', defaultMessage: 'Cotizaciones recibidas' },
  quotesEmpty: { id: 'rfq.quotes.empty', defaultMessage: 'Todavía no ha recibido cotizaciones.' },
  stateFilter: { id: 'rfq.list.stateFilter', defaultMessage: 'Estado' },
  allStates: { id: 'rfq.list.allStates', defaultMessage: 'Todos' },
  colInquiry: { id: 'rfq.list.colInquiry', defaultMessage: 'Solicitud' },
  colTitle: { id: 'rfq.list.colTitle', defaultMessage: 'Título' },
  colCreated: { id: 'rfq.list.colCreated', defaultMessage: 'Publicada' },
  colDeadline: { id: 'rfq.list.colDeadline', defaultMessage: 'Fecha límite' },
  colQuotes: { id: 'rfq.list.colQuotes', defaultMessage: 'Cotizaciones' },
  colState: { id: 'rfq.list.colState', defaultMessage: 'Estado' },
  colQuote: { id: 'rfq.list.colQuote', defaultMessage: 'Cotización' },
  colSupplier: { id: 'rfq.list.colSupplier', defaultMessage: 'Proveedor' },
  colVersion: { id: 'rfq.list.colVersion', defaultMessage: 'Versión' },
  colTotal: { id: 'rfq.list.colTotal', defaultMessage: 'Total' },
  colValidUntil: { id: 'rfq.list.colValidUntil', defaultMessage: 'Válida hasta' },

  // states
  inquiryOpen: { id: 'rfq.state.inquiryOpen', defaultMessage: 'Abierta' },
  inquiryClosed: { id: 'rfq.state.inquiryClosed', defaultMessage: 'Plazo cerrado' },
  inquiryAccepted: { id: 'rfq.state.inquiryAccepted', defaultMessage: 'Cotización aceptada' },
  quoteActive: { id: 'rfq.state.quoteActive', defaultMessage: 'Vigente' },
  quoteExpired: { id: 'rfq.state.quoteExpired', defaultMessage: 'Cotización vencida' },
  quoteWithdrawn: { id: 'rfq.state.quoteWithdrawn', defaultMessage: 'Retirada' },
  quoteAccepted: { id: 'rfq.state.quoteAccepted', defaultMessage: 'Aceptada' },
  quoteNotChosen: { id: 'rfq.state.quoteNotChosen', defaultMessage: 'No elegida' },

  // inquiry detail
  inquiryBack: { id: 'rfq.inquiry.back', defaultMessage: 'Mis solicitudes de cotización' },
  inquiryFacts: { id: 'rfq.inquiry.facts', defaultMessage: 'La solicitud' },
  factNumber: { id: 'rfq.inquiry.factNumber', defaultMessage: 'Número' },
  factState: { id: 'rfq.inquiry.factState', defaultMessage: 'Estado' },
  factPlace: { id: 'rfq.inquiry.factPlace', defaultMessage: 'Lugar de entrega' },
  factDeliveryDate: { id: 'rfq.inquiry.factDeliveryDate', defaultMessage: 'Fecha de entrega' },
  factDeadline: { id: 'rfq.inquiry.factDeadline', defaultMessage: 'Fecha límite' },
  factDescription: { id: 'rfq.inquiry.factDescription', defaultMessage: 'Descripción' },
  factContract: { id: 'rfq.inquiry.factContract', defaultMessage: 'Contrato' },
  askedTitle: { id: 'rfq.inquiry.askedTitle', defaultMessage: 'Productos solicitados' },
  askedCaption: { id: 'rfq.inquiry.askedCaption', defaultMessage: 'Productos solicitados' },
  colProduct: { id: 'rfq.inquiry.colProduct', defaultMessage: 'Producto' },
  colQuantity: { id: 'rfq.inquiry.colQuantity', defaultMessage: 'Cantidad' },
  colOrigin: { id: 'rfq.inquiry.colOrigin', defaultMessage: 'Origen' },
  originCatalogue: { id: 'rfq.inquiry.originCatalogue', defaultMessage: 'Catálogo' },
  originText: { id: 'rfq.inquiry.originText', defaultMessage: 'Descrito' },
  attachmentsTitle: { id: 'rfq.inquiry.attachmentsTitle', defaultMessage: 'Archivos adjuntos' },
  compareTitle: { id: 'rfq.inquiry.compareTitle', defaultMessage: 'Comparar cotizaciones' },
  compareCaption: {
    id: 'rfq.inquiry.compareCaption',
    defaultMessage: 'Cotizaciones lado a lado, de la más barata a la más cara',
  },
  noQuotes: {
    id: 'rfq.inquiry.noQuotes',
    defaultMessage: 'Todavía no hay cotizaciones. Los proveedores pueden responder hasta la fecha límite.',
  },
  rowState: { id: 'rfq.compare.rowState', defaultMessage: 'Estado' },
  rowVersion: { id: 'rfq.compare.rowVersion', defaultMessage: 'Versión' },
  rowGoods: { id: 'rfq.compare.rowGoods', defaultMessage: 'Productos' },
  rowCharges: { id: 'rfq.compare.rowCharges', defaultMessage: 'Cargos' },
  rowTax: { id: 'rfq.compare.rowTax', defaultMessage: 'Impuestos' },
  rowTotal: { id: 'rfq.compare.rowTotal', defaultMessage: 'Total' },
  rowSettlement: { id: 'rfq.compare.rowSettlement', defaultMessage: 'Condiciones de pago' },
  rowDelivery: { id: 'rfq.compare.rowDelivery', defaultMessage: 'Entrega' },
  rowValidUntil: { id: 'rfq.compare.rowValidUntil', defaultMessage: 'Válida hasta' },
  rowContact: { id: 'rfq.compare.rowContact', defaultMessage: 'Contacto' },
  rowActions: { id: 'rfq.compare.rowActions', defaultMessage: 'Acciones' },
  versionN: { id: 'rfq.compare.versionN', defaultMessage: 'Versión {n, number}' },
  taxWithRate: { id: 'rfq.compare.taxWithRate', defaultMessage: '{amount} ({rate, number} %)' },
  deliveryText: { id: 'rfq.compare.deliveryText', defaultMessage: '{term}, {place}, {date}' },
  cheapest: { id: 'rfq.compare.cheapest', defaultMessage: 'La más barata' },
  seeQuote: { id: 'rfq.compare.seeQuote', defaultMessage: 'Ver versiones' },
  seeQuoteFor: {
    id: 'rfq.compare.seeQuoteFor',
    defaultMessage: 'Ver las versiones de la cotización de {store}',
  },
  accept: { id: 'rfq.compare.accept', defaultMessage: 'Aceptar cotización' },
  acceptFor: { id: 'rfq.compare.acceptFor', defaultMessage: 'Aceptar la cotización de {store}' },
  confirmTitle: { id: 'rfq.compare.confirmTitle', defaultMessage: '¿Aceptar esta cotización?' },
  confirmText: {
    id: 'rfq.compare.confirmText',
    defaultMessage:
      'Acepta la versión {version, number} de {store} por {total}. Se preparará el borrador del contrato y las demás cotizaciones dejarán de poder aceptarse.',
  },
  confirmAccept: { id: 'rfq.compare.confirmAccept', defaultMessage: 'Aceptar' },
  accepting: { id: 'rfq.compare.accepting', defaultMessage: 'Aceptando…' },
  seeContract: { id: 'rfq.compare.seeContract', defaultMessage: 'Ver el contrato' },

  // quote detail
  quoteTitle: { id: 'rfq.quote.title', defaultMessage: 'Cotización de {store}' },
  quoteLead: { id: 'rfq.quote.lead', defaultMessage: 'Para la solicitud «{title}» ({inquirySn})' },
  quoteBack: { id: 'rfq.quote.back', defaultMessage: 'Volver a la solicitud' },
  quoteMissing: { id: 'rfq.quote.missing', defaultMessage: 'La cotización no existe.' },
  linesCaption: { id: 'rfq.quote.linesCaption', defaultMessage: 'Productos de la versión {n, number}' },
  colSpec: { id: 'rfq.quote.colSpec', defaultMessage: 'Especificación' },
  colPrice: { id: 'rfq.quote.colPrice', defaultMessage: 'Precio unitario' },
  colSubtotal: { id: 'rfq.quote.colSubtotal', defaultMessage: 'Subtotal' },
  versionsTitle: { id: 'rfq.quote.versionsTitle', defaultMessage: 'Versiones y cambios' },
  versionHeading: { id: 'rfq.quote.versionHeading', defaultMessage: 'Versión {n, number} · {at}' },
  currentVersion: { id: 'rfq.quote.currentVersion', defaultMessage: 'Actual' },
  firstVersion: { id: 'rfq.quote.firstVersion', defaultMessage: 'Primera versión de la cotización.' },
  noChanges: { id: 'rfq.quote.noChanges', defaultMessage: 'Sin cambios respecto a la versión anterior.' },
  versionSummary: {
    id: 'rfq.quote.versionSummary',
    defaultMessage: 'Total {total} · válida hasta {validUntil}',
  },
  supplierNote: { id: 'rfq.quote.supplierNote', defaultMessage: 'Nota del proveedor: {note}' },
  changePrice: { id: 'rfq.change.price', defaultMessage: 'Precio de {name}: {before} → {after}' },
  changeBuyNum: { id: 'rfq.change.buyNum', defaultMessage: 'Cantidad de {name}: {before} → {after}' },
  changeLineAdded: { id: 'rfq.change.lineAdded', defaultMessage: 'Producto añadido: {name}' },
  changeLineRemoved: { id: 'rfq.change.lineRemoved', defaultMessage: 'Producto quitado: {name}' },
  changeChargesAmount: { id: 'rfq.change.chargesAmount', defaultMessage: 'Cargos: {before} → {after}' },
  changeTaxRate: {
    id: 'rfq.change.taxRate',
    defaultMessage: 'Tipo impositivo: {before, number} % → {after, number} %',
  },
  changeTotalAmount: { id: 'rfq.change.totalAmount', defaultMessage: 'Total: {before} → {after}' },
  changeSettlement: {
    id: 'rfq.change.settlement',
    defaultMessage: 'Condiciones de pago: {before} → {after}',
  },
  changeDeliveryPlace: {
    id: 'rfq.change.deliveryPlace',
    defaultMessage: 'Lugar de entrega: {before} → {after}',
  },
  changeDeliveryDate: {
    id: 'rfq.change.deliveryDate',
    defaultMessage: 'Fecha de entrega: {before} → {after}',
  },
  changeDeliveryTerm: {
    id: 'rfq.change.deliveryTerm',
    defaultMessage: 'Término de entrega: {before} → {after}',
  },
  changeContact: { id: 'rfq.change.contact', defaultMessage: 'Contacto: {before} → {after}' },
  changeValidUntil: { id: 'rfq.change.validUntil', defaultMessage: 'Válida hasta: {before} → {after}' },

  // contracts of quotes
  contractsTitle: { id: 'rfq.contracts.title', defaultMessage: 'Mis contratos de cotización' },
})
