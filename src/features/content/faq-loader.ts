// /introduce/introduce_question: the frequently asked questions.
import { getHelpList } from '../../api/content'

export async function faqLoader() {
  return { faqs: await getHelpList() }
}
