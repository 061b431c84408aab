// Route-side frame of every store page: owns the follow actor, keeps SPEC.md §3 storeHeaderInfo (header
// and info heights, scroll position, isHidden) in the session while the page scrolls, reloads the page
// data when the member logs in or out (isFollowing is per member) and sends the in-store search.
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import {
  storeFollowBusyOf,
  storeFollowingOf,
  storeFollowMachine,
} from '../../../machines/store-follow/store-follow.machine'
import { memberOf, session } from '../../api/session'
import type { StoreDetail } from '../../api/stores'
import { StorePageView, type StoreTab } from './store-header-view'
import { useFlowActor } from '../../lib/flow'

/** Pause after the last scroll event before the scroll position is stored. */
const SCROLL_SETTLE_MS = 150

export interface StoreFrameProps {
  store: StoreDetail
  tab: StoreTab | null
  nameAsHeading?: boolean
  keyword?: string
  children: ReactNode
}

function useStoreHeaderInfo() {
  const headerRef = useRef<HTMLElement>(null)
  const infoRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const measure = () => {
      const header = headerRef.current
      const headerHeight = header?.offsetHeight ?? 0
      const bottom = (header?.offsetTop ?? 0) + headerHeight
      return {
        headerHeight,
        infoHeight: infoRef.current?.offsetHeight ?? 0,
        scrollPosition: Math.round(window.scrollY),
        isHidden: headerHeight > 0 && window.scrollY > bottom,
      }
    }
    const store = () => session.setStoreHeaderInfo(measure())
    const onScroll = () => {
      // the compact bar appears at once; the position itself is stored once scrolling settles
      if (measure().isHidden !== session.getSnapshot().storeHeaderInfo.isHidden) store()
      clearTimeout(timer)
      timer = setTimeout(store, SCROLL_SETTLE_MS)
    }
    store()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      session.setStoreHeaderInfo({ ...measure(), isHidden: false })
    }
  }, [])
  return { headerRef, infoRef }
}

function StoreFrameInner({
  store,
  tab,
  nameAsHeading = false,
  keyword = '',
  children,
  isMember,
}: StoreFrameProps & { isMember: boolean }) {
  const navigate = useNavigate()
  const follow = useFlowActor(storeFollowMachine, {
    input: { storeId: store.storeId, isFollowing: store.isFollowing, isMember },
  })
  const following = useSelector(follow, storeFollowingOf)
  const followBusy = useSelector(follow, storeFollowBusyOf)
  const isHidden = useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().storeHeaderInfo.isHidden,
    () => false,
  )
  const { headerRef, infoRef } = useStoreHeaderInfo()
  return (
    <StorePageView
      store={store}
      tab={tab}
      nameAsHeading={nameAsHeading}
      compact={isHidden}
      keyword={keyword}
      following={following}
      followBusy={followBusy}
      onFollowToggle={() => follow.send({ type: 'follow.toggled' })}
      onSearch={(value) =>
        navigate(
          value
            ? `/store/product?vid=${store.storeId}&keyword=${encodeURIComponent(value)}`
            : `/store/goods?vid=${store.storeId}`,
        )
      }
      headerRef={headerRef}
      infoRef={infoRef}
    >
      {children}
    </StorePageView>
  )
}

export function StoreFrame(props: StoreFrameProps) {
  const memberId = useSyncExternalStore(
    session.subscribe,
    () => memberOf(session.getSnapshot())?.memberId ?? 0,
    () => 0,
  )
  const revalidator = useRevalidator()
  const loadedFor = useRef(memberId)
  useEffect(() => {
    if (loadedFor.current === memberId) return
    loadedFor.current = memberId
    void revalidator.revalidate()
  }, [memberId, revalidator])
  return (
    <StoreFrameInner
      key={`${props.store.storeId}:${String(props.store.isFollowing)}:${memberId}`}
      {...props}
      isMember={memberId > 0}
    />
  )
}
