// The handlers the browser's mock starts with (issue 14, docs/decisions/010): what the catalogue's pages ask
// before their largest paint (settings, categories, home decoration, goods lists and detail, stores, content,
// pictures) and the mock's control endpoints the tests call right after a load. None of them runs a yup rule
// set, so the mock's start path loads neither yup nor the schemas (mocks/handlers/handler-groups.test.ts); the
// rest are in ./later.ts.
import { catalogueHandlers } from './catalogue'
import { contentHandlers } from './content'
import { goodsHandlers } from './goods'
import { goodsDetailHandlers } from './goods-detail'
import { imageHandlers } from './images'
import { mockControlHandlers } from '../control-panel/endpoints/mock-control'
import { storeHandlers } from './stores'
import { systemHandlers } from './system'

export const firstHandlers = [
  ...catalogueHandlers,
  ...contentHandlers,
  ...goodsDetailHandlers,
  ...goodsHandlers,
  ...storeHandlers,
  ...systemHandlers,
  ...mockControlHandlers,
  ...imageHandlers,
]
