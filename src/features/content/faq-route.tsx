// /introduce/introduce_question — frequently asked questions (a read: faq-loader.ts).
import { useLoaderData, useLocation } from 'react-router'
import type { faqLoader } from './faq-loader'
import { FaqView } from './faq-view'

export function FaqRoute() {
  const { faqs } = useLoaderData<Awaited<ReturnType<typeof faqLoader>>>()
  const location = useLocation()
  return <FaqView faqs={faqs} currentPath={location.pathname} />
}
