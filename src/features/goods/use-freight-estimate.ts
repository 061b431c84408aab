// The freight-estimate actor of the product detail (issue 16 item 3): told the SKU and quantity on screen,
// mapped to the plain props of goods-freight-section.tsx.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import {
  freightEstimateMachine,
  freightEstimateOf,
  freightEstimateStageOf,
} from '../../../machines/freight-estimate/freight-estimate.machine'
import { useFlowActor } from '../../lib/flow'
import type { GoodsFreightProps } from './goods-freight-section'

export function useFreightEstimate(productId: number | null, buyNum: number): GoodsFreightProps {
  const actor = useFlowActor(freightEstimateMachine)
  useEffect(() => {
    actor.send({ type: 'item.changed', productId, buyNum })
  }, [actor, productId, buyNum])
  const status: GoodsFreightProps['status'] = useSelector(actor, freightEstimateStageOf)
  const estimate = useSelector(actor, freightEstimateOf)
  return {
    status,
    estimate,
    onShipToChange: (shipTo) => actor.send({ type: 'shipTo.changed', shipTo }),
    onRetry: () => actor.send({ type: 'retry' }),
  }
}
