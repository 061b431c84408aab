// Purchase contracts of the mock (issue 11 item 5; openapi tag contract). A reservation order gets its contract
// at the supplier's quote (ensureOrderContract, called by mocks/lib/supplier-actions.ts and after the seeded
// history): the contract carries the order's contractNo, so the order detail and /member/contract/* show the
// same record. Every contract has a document the server writes itself, a real (small) PDF made here.
// States: stored pendingSignature, signed or cancelled; expired (end date passed unsigned, mock clock) and the
// cancellation by a closed order (its lifecycle ended off the main path, read from the order machine) are
// derived when answering, so no sweep is needed.
import { isFinalState, metaOf } from '../../machines/order-lifecycle/lifecycle'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/i18n/format'
import { clock } from '../clock'
import {
  db,
  nextId,
  type ContractFileRecord,
  type ContractRecord,
  type MemberRecord,
  type OrderRecord,
} from '../db'
import { kindOf } from './order-lifecycle'
import { iso } from './time'

type ContractSummary = components['schemas']['ContractSummary']
type ContractDetail = components['schemas']['ContractDetail']
type ContractState = components['schemas']['ContractState']
type ContractFile = components['schemas']['ContractFile']

const DAY = 86_400_000
/** An order's contract is to be signed within 30 days of the quote. */
export const ORDER_CONTRACT_SIGN_DAYS = 30

export const CONTRACT_MESSAGES = {
  notFound: 'El contrato no existe.',
  fileNotFound: 'El archivo no existe o no tiene permiso para verlo.',
  cannotCancel: 'Este contrato no se puede anular.',
  cannotSign: 'Este contrato no se puede firmar.',
  notAuthenticated: 'Antes de firmar, complete la autenticación de firma electrónica.',
  agreementRequired: 'Debe aceptar el acuerdo de firma electrónica.',
  storeClosed: 'El proveedor no existe o está cerrado.',
  orderMismatch: 'El pedido no existe o no es de esta tienda.',
  uploadFailed: 'Error al subir el archivo',
} as const

export const AGREEMENT_TITLE = 'Acuerdo de firma electrónica de contratos'
/** Server HTML: the client sanitises it like every server text. */
export const AGREEMENT_HTML = [
  '<h2>1. Objeto</h2>',
  '<p>Este acuerdo regula la firma electrónica de los contratos de compra entre el comprador y las tiendas',
  ' proveedoras del Mercado Mayorista China–Cuba.</p>',
  '<h2>2. Autenticación</h2>',
  '<p>Antes de firmar, el comprador acredita su identidad (nombre real y documento, o los datos de la',
  ' empresa y su representante legal) y confirma un código enviado por SMS a su móvil.</p>',
  '<h2>3. Efectos</h2>',
  '<p>La firma electrónica tiene el mismo valor que la firma manuscrita. El contrato firmado no se puede',
  ' modificar; cualquier cambio requiere un nuevo contrato.</p>',
  '<h2>4. Conservación</h2>',
  '<p>Los contratos firmados y sus anexos se conservan en el centro',
  ' de miembros, donde puede verlos en <a href="/member/contract/index">Mis contratos</a>.</p>',
].join('')

/** AAAA-MM-DD of a mock-clock instant (UTC, like every date the mock writes). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

// ——— files ———

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Latin-1 text for the PDF's standard font (WinAnsi), with PDF string escapes; other characters become '?'. The
 * true minus sign of a negative amount (formatMoney) is not in WinAnsi, so it is written as a hyphen.
 */
export function pdfText(text: string): string {
  return [...text.replace(/\u2212/g, '-')]
    .map((char) => (char.charCodeAt(0) <= 0xff ? char : '?'))
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`)
}

/**
 * A minimal valid PDF 1.4 of one A4 page with the given lines (Helvetica, WinAnsi), its cross-reference table
 * computed from the real byte offsets, so viewers open it without repairing it.
 */
export function contractPdf(lines: readonly string[]): Uint8Array {
  const stream = [
    'BT /F1 16 Tf 56 780 Td',
    `(${pdfText(lines[0] ?? '')}) Tj`,
    '/F1 11 Tf 0 -28 Td 16 TL',
    ...lines.slice(1).map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // every character is one Latin-1 byte, so string offsets are byte offsets
  return Uint8Array.from(body, (char) => char.charCodeAt(0))
}

/**
 * The lines of a contract's document. The amount is written as every screen writes it, "US$ 599,54" (formatMoney,
 * GLOSSARY.md; issue 24 item 6), not "599.54 USD".
 */
export function documentLines(contract: ContractRecord, buyer: string, storeName: string): string[] {
  return [
    `Contrato de compra ${contract.contractNo}`,
    contract.title,
    '',
    `Comprador: ${buyer}`,
    `Vendedor: ${storeName}`,
    `Pedido: ${contract.orderSn ?? 'sin pedido'}`,
    `Importe: ${formatMoney(contract.amount)}`,
    `Vigencia: del ${contract.startDate} al ${contract.endDate}`,
    '',
    'Las partes acuerdan la compraventa de la mercancía descrita en el pedido, con las condiciones',
    'de pago, entrega y recogida de la plataforma. Firma electrónica del comprador en la plataforma.',
  ]
}

/** Stores a file of a contract (the bytes as base64) and answers its id. */
export async function addContractFile(
  contract: ContractRecord,
  file: Omit<ContractFileRecord, 'fileId' | 'contractNo' | 'memberId' | 'content' | 'size'> & {
    bytes: Uint8Array
  },
): Promise<number> {
  const fileId = nextId('contractFiles', 'fileId')
  await db.contractFiles.create({
    fileId,
    contractNo: contract.contractNo,
    memberId: contract.memberId,
    kind: file.kind,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
    content: toBase64(file.bytes),
  })
  return fileId
}

const storeNameOf = (storeId: number) =>
  db.stores.findFirst((q) => q.where({ storeId }))?.storeName ?? `Tienda ${storeId}`

export const buyerNameOf = (member: MemberRecord) =>
  member.memberType === 3 && member.companyName
    ? member.companyName
    : member.memberTrueName || member.memberName

/** Creates a contract with its PDF document. */
export async function createContract(record: ContractRecord): Promise<ContractRecord> {
  await db.contracts.create(record)
  const member = db.members.findFirst((q) => q.where({ memberId: record.memberId }))
  await addContractFile(record, {
    kind: 'document',
    fileName: `${record.contractNo}.pdf`,
    contentType: 'application/pdf',
    bytes: contractPdf(documentLines(record, member ? buyerNameOf(member) : '', storeNameOf(record.storeId))),
  })
  return record
}

/**
 * The contract of a quoted reservation order, made once (the quote and the seeded history both call it). Its
 * dates come from the quote, not from the clock, so a replayed and a cached history give the same contract.
 */
export async function ensureOrderContract(order: OrderRecord): Promise<ContractRecord | null> {
  if (!order.contractNo || !order.quote) return null
  const existing = db.contracts.findFirst((q) => q.where({ contractNo: order.contractNo! }))
  if (existing) return existing
  const at = order.quote.at
  return createContract({
    contractNo: order.contractNo,
    memberId: order.memberId,
    source: 'order',
    title: `Contrato de compra del pedido ${order.orderSn}`,
    storeId: order.storeId,
    orderSn: order.orderSn,
    amount: order.quote.total,
    startDate: dayOf(at),
    endDate: dayOf(at + ORDER_CONTRACT_SIGN_DAYS * DAY),
    state: 'pendingSignature',
    createdAt: at,
    signedAt: null,
    signerName: null,
    history: [{ at, event: 'created', actor: 'supplier' }],
  })
}

/** The next number of a member's own contract: CB + 14 digits of the clock + a 4-digit sequence. */
export function newContractNo(): string {
  const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
  const sequence = db.contracts.all().filter((row) => row.source === 'upload').length + 1
  let serial = sequence
  let candidate = `CB${stamp}${String(serial).padStart(4, '0')}`
  while (db.contracts.findFirst((q) => q.where({ contractNo: candidate })))
    candidate = `CB${stamp}${String(++serial).padStart(4, '0')}`
  return candidate
}

// ——— reading ———

const orderOf = (contract: ContractRecord) =>
  contract.orderSn ? (db.orders.findFirst((q) => q.where({ orderSn: contract.orderSn! })) ?? null) : null

/** An order's lifecycle ended off its main path (rejected, cancelled, closed overdue): read from its machine. */
function orderClosed(order: OrderRecord | null): { at: number } | null {
  if (!order) return null
  const kind = kindOf(order)
  const state = order.lifecycle.state
  if (!isFinalState(kind, state) || metaOf(kind, state).step !== 'end') return null
  return { at: order.log.at(-1)?.at ?? order.createdAt }
}

/** The state a contract is in now (mock clock). */
export function contractStateOf(contract: ContractRecord, now = clock.now()): ContractState {
  if (contract.state !== 'pendingSignature') return contract.state
  if (orderClosed(orderOf(contract))) return 'cancelled'
  if (contract.endDate < dayOf(now)) return 'expired'
  return 'pendingSignature'
}

export function contractOut(contract: ContractRecord): ContractSummary {
  return {
    contractNo: contract.contractNo,
    title: contract.title,
    source: contract.source,
    state: contractStateOf(contract),
    storeId: contract.storeId,
    storeName: storeNameOf(contract.storeId),
    orderSn: contract.orderSn,
    amount: contract.amount,
    startDate: contract.startDate,
    endDate: contract.endDate,
    createdAt: iso(contract.createdAt),
    signedAt: contract.signedAt === null ? null : iso(contract.signedAt),
  }
}

export function contractFileOut(file: ContractFileRecord): ContractFile {
  return {
    fileId: file.fileId,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    kind: file.kind,
  }
}

export function contractDetailOut(contract: ContractRecord): ContractDetail {
  const summary = contractOut(contract)
  const member = db.members.findFirst((q) => q.where({ memberId: contract.memberId }))
  const history = [...contract.history]
  // derived endings appear in the history at the moment they happened
  if (summary.state === 'expired')
    history.push({ at: Date.parse(`${contract.endDate}T23:59:59Z`), event: 'expired', actor: 'platform' })
  const closed = contract.state === 'pendingSignature' ? orderClosed(orderOf(contract)) : null
  if (summary.state === 'cancelled' && closed)
    history.push({ at: closed.at, event: 'cancelled', actor: 'supplier' })
  return {
    ...summary,
    buyer: { name: member ? buyerNameOf(member) : '', email: member?.email ?? '' },
    seller: { storeId: contract.storeId, storeName: summary.storeName },
    signerName: contract.signerName,
    files: db.contractFiles
      .findMany((q) => q.where({ contractNo: contract.contractNo }))
      .sort((a, b) => a.fileId - b.fileId)
      .map(contractFileOut),
    history: history.sort((a, b) => a.at - b.at).map((entry) => ({ ...entry, at: iso(entry.at) })),
    canSign: summary.state === 'pendingSignature',
    canCancel: summary.state === 'pendingSignature' && contract.source === 'upload',
    ...(contract.source === 'quote' && contract.quote
      ? {
          quote: { ...contract.quote },
          supplierConfirmedAt: contract.supplierConfirmedAt ? iso(contract.supplierConfirmedAt) : null,
        }
      : {}),
  }
}

/** The member's contract of that number, or null (another member's contract is as unknown as a wrong number). */
export const contractOf = (member: MemberRecord, contractNo: string) =>
  db.contracts.findFirst((q) => q.where({ contractNo, memberId: member.memberId })) ?? null

/** Signs a contract for its member now (the handler checks the authentication and the agreement first). */
export async function signContract(contract: ContractRecord, signerName: string, at = clock.now()) {
  await db.contracts.update((q) => q.where({ contractNo: contract.contractNo }), {
    data(row) {
      row.state = 'signed'
      row.signedAt = at
      row.signerName = signerName
      row.history = [...row.history, { at, event: 'signed', actor: 'buyer' }]
    },
  })
}
