// Every default (happy-path) handler of the mock backend. Tests add faults with server.use().
import { authHandlers } from './auth'
import { cartHandlers } from './cart'
import { catalogueHandlers } from './catalogue'
import { imageHandlers } from './images'
import { memberHandlers } from './member'
import { mockControlHandlers } from './mock-control'
import { systemHandlers } from './system'

export const handlers = [
  ...authHandlers,
  ...memberHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...systemHandlers,
  ...mockControlHandlers,
  ...imageHandlers,
]
