// /introduce/introduce_question — frequently asked questions (a read: loader only).
import { useLoaderData, useLocation } from 'react-router'
import { getHelpList } from '../../api/content'
import { FaqView } from './faq-view'

export async function faqLoader() {
  return { faqs: await getHelpList() }
}

export function FaqRoute() {
  const { faqs } = useLoaderData<Awaited<ReturnType<typeof faqLoader>>>()
  const location = useLocation()
  return <FaqView faqs={faqs} currentPath={location.pathname} />
}
