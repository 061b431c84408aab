// The mock image host: product, store and banner pictures drawn on request (no external hosts).
import { http as mswHttp, HttpResponse } from 'msw'
import { bannerSvg, productSvg, storeLogoSvg } from '../images/art'
import { FALLBACK_MOTIF } from '../images/motif-map'
import { isMotif } from '../images/motifs'
import { IMAGE_HOST } from '../lib/image-url'

function svg(markup: string) {
  return new HttpResponse(markup, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}

export const imageHandlers = [
  mswHttp.get(`*${IMAGE_HOST}/logo.svg`, () => svg(storeLogoSvg(7, 'Mercado Mayorista'))),
  mswHttp.get(`*${IMAGE_HOST}/:kind/:file`, ({ params, request }) => {
    const seed = Number.parseInt(String(params.file), 10) || 1
    const query = new URL(request.url).searchParams
    const label = query.get('label') ?? ''
    if (params.kind === 'goods') {
      const motif = query.get('motif') ?? ''
      return svg(productSvg(seed, label, isMotif(motif) ? motif : FALLBACK_MOTIF))
    }
    if (params.kind === 'store') return svg(storeLogoSvg(seed, label))
    if (params.kind === 'banner') return svg(bannerSvg(seed, label, ''))
    return new HttpResponse(null, { status: 404 })
  }),
]
