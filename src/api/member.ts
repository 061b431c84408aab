// Operations of the `member` tag.
import { call, client } from './client'

export const getMemberInfo = () => call('GET', client.GET('/v3/member/front/member/memberInfo'))
