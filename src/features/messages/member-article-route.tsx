// /member/article (login required, router guard; issue 11 item 6): the platform announcements of the member
// centre (REFERENCE.md cms/front article articleList/articleDetail). `?articleId=` shows one; otherwise the
// list, paged by `?current=&pageSize=` in the URL so Back returns to the same page.
import { useLoaderData, useNavigate } from 'react-router'
import type { MemberArticleData } from './member-article-loader'
import { MemberArticleView } from './member-article-view'

export function MemberArticleRoute() {
  const data = useLoaderData<MemberArticleData>()
  const navigate = useNavigate()
  return (
    <MemberArticleView
      data={data}
      onPage={(page, pageSize) => navigate(`/member/article?current=${page}&pageSize=${pageSize}`)}
    />
  )
}
