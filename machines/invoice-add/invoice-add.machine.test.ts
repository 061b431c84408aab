import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { emptyInvoice, invoiceMessages, type InvoiceFormValues } from '../../src/schemas/invoice.schema'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { invoiceAddMachine } from './invoice-add.machine'

const COMPANY: InvoiceFormValues = {
  ...emptyInvoice,
  invoiceTitle: 'Importadora Caribe S.A.',
  taxCode: '01234567890',
  receiverEmail: 'facturas@caribe.example.com',
}
const SAVED = { invoiceId: 42, titleType: 2, invoiceTitle: COMPANY.invoiceTitle } as Invoice
const REFUSED = new ApiError('state', {
  state: 255,
  serverMessage: 'Puede guardar como máximo 20 encabezados de factura.',
})

describe('invoiceAddMachine', () => {
  it('refuses a header that breaks the shared schema before sending it, keeping what was typed', () => {
    const add = vi.fn()
    const actor = createActor(
      invoiceAddMachine.provide({ actors: { addInvoice: fromPromise(async () => add()) } }),
    ).start()
    actor.send({ type: 'invoiceForm.opened' })
    const typed = { ...COMPANY, taxCode: '12' }
    actor.send({ type: 'invoiceForm.saved', values: typed })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({
      values: typed,
      error: { id: invoiceMessages.taxCodeFormat.id },
    })
    expect(add).not.toHaveBeenCalled()
  })

  it('saves a valid header and announces it, then closes', async () => {
    const announced: Invoice[] = []
    const actor = createActor(
      invoiceAddMachine.provide({
        actors: { addInvoice: fromPromise(async () => SAVED) },
        actions: { announceSaved: (_, params: { invoice: Invoice }) => void announced.push(params.invoice) },
      }),
    ).start()
    actor.send({ type: 'invoiceForm.opened' })
    actor.send({ type: 'invoiceForm.saved', values: COMPANY })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))
    expect(announced).toEqual([SAVED])
  })

  it('keeps the dialog open with the server’s refusal and the typed values', async () => {
    const actor = createActor(
      invoiceAddMachine.provide({
        actors: { addInvoice: fromPromise(async (): Promise<Invoice> => Promise.reject(REFUSED)) },
      }),
    ).start()
    actor.send({ type: 'invoiceForm.opened' })
    actor.send({ type: 'invoiceForm.saved', values: COMPANY })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    expect(actor.getSnapshot().context).toEqual({
      values: COMPANY,
      error: { text: 'Puede guardar como máximo 20 encabezados de factura.' },
    })
    actor.send({ type: 'invoiceForm.cancelled' })
    actor.send({ type: 'invoiceForm.opened' })
    expect(actor.getSnapshot().context).toEqual({ values: emptyInvoice, error: null })
  })

  it('adds the header on the mock backend, where it joins the member’s list', async () => {
    const { tokenOf } = await import('../../mocks/fixtures/checkout-fixtures')
    session.setTokens({ accessToken: await tokenOf('personal@example.com') })
    const announced: Invoice[] = []
    const actor = createActor(
      invoiceAddMachine.provide({
        actions: { announceSaved: (_, params: { invoice: Invoice }) => void announced.push(params.invoice) },
      }),
    ).start()
    actor.send({ type: 'invoiceForm.opened' })
    actor.send({
      type: 'invoiceForm.saved',
      values: {
        ...emptyInvoice,
        titleType: 1,
        invoiceTitle: 'Marta Pérez',
        receiverEmail: 'marta@example.com',
      },
    })
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))
    expect(announced[0]).toMatchObject({ invoiceTitle: 'Marta Pérez', titleType: 1, invoiceType: 1 })
  })
})

describe('invoiceAddMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'invoiceForm.opened' },
    { type: 'invoiceForm.cancelled' },
    { type: 'invoiceForm.saved', values: COMPANY },
    { type: 'invoiceForm.saved', values: emptyInvoice },
    { type: 'xstate.done.actor.addInvoice', output: SAVED },
    { type: 'xstate.error.actor.addInvoice', error: REFUSED },
  ]
  const paths = modelPaths(invoiceAddMachine, { events })
  const replay = { actorNames: ['addInvoice'], actions: { announceSaved: () => undefined } }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(invoiceAddMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(invoiceAddMachine)).toContain('invoiceAdd.saving')
    expect(await uncovered(invoiceAddMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
