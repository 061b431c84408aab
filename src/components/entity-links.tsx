// SPEC.md §2: links to products, stores and articles always open a new tab.
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { safeHref } from '../lib/external-url'
import { lineName } from './line-name'
import { commonMessages } from './messages'

interface EntityLinkProps {
  children: ReactNode
  className?: string
}

function NewTabLink({ href, children, className }: EntityLinkProps & { href: string }) {
  const intl = useIntl()
  return (
    <a href={safeHref(href)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {intl.formatMessage(commonMessages.newTab)}</span>
    </a>
  )
}

export const productHref = (productId: number) => `/goods/detail?productId=${productId}`
export const storeHref = (storeId: number) => `/store/index?vid=${storeId}`
export const informationHref = (infoId: number) => `/information/detail?infoId=${infoId}`
export const articleHref = (articleId: number) => `/article?articleId=${articleId}`

export const ProductLink = ({ productId, ...props }: EntityLinkProps & { productId: number }) => (
  <NewTabLink href={productHref(productId)} {...props} />
)
/**
 * The product link of an order, cart or refund line. Two SKUs of one goods share its name, so the link is named
 * with the line's spec values as well (WCAG 2.4.4: two links to different SKUs, two names); the visible text
 * stays the goods name, at the start of the accessible name (2.5.3).
 */
export function LineProductLink({
  line,
  className,
}: {
  line: { productId: number; goodsName: string; specValues?: string }
  className?: string
}) {
  const intl = useIntl()
  const name = lineName(intl, line)
  return (
    <ProductLink productId={line.productId} className={className}>
      {name === line.goodsName ? (
        line.goodsName
      ) : (
        <>
          <span aria-hidden="true">{line.goodsName}</span>
          <span className="visually-hidden">{name}</span>
        </>
      )}
    </ProductLink>
  )
}
export const StoreLink = ({ storeId, ...props }: EntityLinkProps & { storeId: number }) => (
  <NewTabLink href={storeHref(storeId)} {...props} />
)
export const InformationLink = ({ infoId, ...props }: EntityLinkProps & { infoId: number }) => (
  <NewTabLink href={informationHref(infoId)} {...props} />
)
export const ArticleLink = ({ articleId, ...props }: EntityLinkProps & { articleId: number }) => (
  <NewTabLink href={articleHref(articleId)} {...props} />
)
