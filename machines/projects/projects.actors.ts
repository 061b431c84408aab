// I/O of the projects and frequent-purchase lists (issue 27 item 6; SPEC.md §2 /member/project/list|detail,
// /member/regular/list): the operations of v3/member/front/project/* and regular/*, a project created and an
// order saved as a list through the one idempotent submit (a double click or a lost answer makes one), the
// catalogue search that finds products to attach (getGoodsList), and the cart's batchAdd for "add everything to
// the cart" (the server refuses, line by line, what breaks the minimum order, its multiples or the stock).
// Silent: the screens show a refusal next to what it concerns.
import { fromPromise } from 'xstate'
import { getGoodsList, type GoodsCard } from '../../src/api/goods'
import {
  addProject,
  addProjectProduct,
  deleteProject,
  deleteRegularList,
  editProject,
  getProject,
  listProjects,
  listRegularLists,
  removeProjectProduct,
  renameRegularList,
  saveOrderAsRegularList,
  type ProjectDetail,
  type ProjectInput,
  type ProjectQuery,
  type ProjectSummary,
  type RegularList,
  type RegularListQuery,
} from '../../src/api/projects'
import { batchAddCart, type BatchAddResult } from '../../src/api/quick-order'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import type { SaveRowInput } from '../../src/flows/paged-list.machine'
import type { ProjectValues } from '../../src/schemas/project.schema'

const silent = { silent: true }

/** What the form says, as the contract wants it (the form checked it with the same rules). */
export const projectInputOf = (values: ProjectValues): ProjectInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  startDate: values.startDate.trim(),
  endDate: values.endDate.trim(),
})

export interface CartLine {
  productId: number
  number: number
}

export const projectListOperations = {
  listPage: (query: ProjectQuery) => listProjects(query, silent),
  deleteRow: async (id: string | number) => {
    await deleteProject(Number(id), silent)
  },
}

export const regularListOperations = {
  listPage: (query: RegularListQuery) => listRegularLists(query, silent),
  deleteRow: async (id: string | number) => {
    await deleteRegularList(Number(id), silent)
  },
  saveRow: async ({ id, values }: SaveRowInput<{ name: string }>) => {
    await renameRegularList({ listId: Number(id), name: values.name.trim() }, silent)
  },
}

export const projectActors = {
  createProject: createIdempotentSubmit<ProjectInput, ProjectDetail>({
    id: 'createProject',
    send: (body, key) => addProject(body, key!, silent),
  }),
  getProject: fromPromise<ProjectDetail, { projectId: number }>(({ input }) =>
    getProject(input.projectId, silent),
  ),
  editProject: fromPromise<ProjectDetail, ProjectInput & { projectId: number }>(({ input }) =>
    editProject(input, silent),
  ),
  deleteProject: fromPromise<void, { projectId: number }>(async ({ input }) => {
    await deleteProject(input.projectId, silent)
  }),
  searchProducts: fromPromise<GoodsCard[], { keyword: string }>(async ({ input }) => {
    const data = await getGoodsList({ keyword: input.keyword, pageSize: 10 }, silent)
    return data.list
  }),
  addProduct: fromPromise<ProjectDetail, { projectId: number; productId: number; number: number }>(
    ({ input }) => addProjectProduct(input, silent),
  ),
  removeProduct: fromPromise<ProjectDetail, { projectId: number; productId: number }>(({ input }) =>
    removeProjectProduct(input, silent),
  ),
  addToCart: fromPromise<BatchAddResult, { lines: CartLine[] }>(({ input }) =>
    batchAddCart(input.lines, silent),
  ),
  saveOrderList: createIdempotentSubmit<{ name: string; orderSn: string }, RegularList>({
    id: 'saveOrderList',
    send: (body, key) => saveOrderAsRegularList(body, key!, silent),
  }),
}

/** «Añadir a un proyecto» on the product page (issue 27 leftovers item 3): the member's projects to choose from. */
export const ADD_TO_PROJECT_PAGE = 50

export const addToProjectActors = {
  listProjectChoices: fromPromise<ProjectSummary[]>(async () => {
    const page = await listProjects({ current: 1, pageSize: ADD_TO_PROJECT_PAGE }, silent)
    return page.list
  }),
  addProduct: projectActors.addProduct,
}
