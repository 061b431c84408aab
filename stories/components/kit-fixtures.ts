// The long texts every kit story must survive (issue 24 item 2): they show what wraps, what ellipsises and that
// nothing pushes the page wider.
import { formatMoney } from '../../src/i18n/format'

/** 50 characters */
export const LONG_NAME = 'María de los Ángeles Fernández-Castellanos Riveros'
/** 200 characters */
export const LONG_PRODUCT =
  'Cemento Portland gris P.O 42.5R de alta resistencia inicial para obras civiles, puentes y viviendas, en saco de papel kraft de tres capas de 50 kg con válvula, palé de 40 sacos y certificados ISO 9001'
export const BIG_AMOUNT = formatMoney(99_999_999.99)
export const CHINESE_STORE = '深圳市华强北电子有限公司'
export const BIG_COUNT = 120
