// The points mall's seeded goods (issue 12 item 5; SPEC.md §2 /point/*): four categories, goods paid with
// points only and goods paid with points + cash, with stock and the pictures of the mock's image host. Every
// points price is a multiple of the points unit (SPEC.md §5, setting points_unit = 100). Two goods anchor the
// tests: "Linterna LED recargable" (500 points, points only: comprador's 5.000 points redeem it) and
// "Generador solar portátil 2000 Wh" (80.000 points: more than any seeded member has, "Puntos insuficientes").
import type { PointCategoryRecord, PointGoodsRecord } from '../db'
import type { Motif } from '../images/motifs'

const DAY = 86_400_000

export const POINT_CATEGORIES: PointCategoryRecord[] = [
  { categoryId: 1, categoryName: 'Herramientas', sort: 1 },
  { categoryId: 2, categoryName: 'Iluminación y energía', sort: 2 },
  { categoryId: 3, categoryName: 'Hogar y cocina', sort: 3 },
  { categoryId: 4, categoryName: 'Oficina y regalos', sort: 4 },
]

/** [name, category, points, cash USD, market USD, stock, motif, brief] */
type Row = readonly [string, number, number, number, number, number, Motif, string]

// prettier-ignore
const ROWS: readonly Row[] = [
  ['Linterna LED recargable', 2, 500, 0, 9.9, 120, 'flashlight', 'Linterna de aluminio con batería de litio y tres modos de luz.'],
  ['Generador solar portátil 2000 Wh', 2, 80000, 0, 899, 3, 'battery', 'Estación de energía con panel plegable para cortes de electricidad.'],
  ['Taladro percutor 650 W', 1, 3000, 15, 59, 40, 'drill', 'Taladro con maletín, brocas para concreto y madera.'],
  ['Juego de martillo y destornilladores', 1, 1200, 0, 18.5, 80, 'hammer', 'Martillo de uña y seis destornilladores con mango antideslizante.'],
  ['Caja de tornillos surtidos', 1, 600, 0, 7.5, 200, 'screw', 'Quinientos tornillos y tacos en caja organizadora.'],
  ['Bombillo LED 12 W (pack de 6)', 2, 800, 0, 12, 150, 'bulb', 'Luz blanca fría, casquillo E27, bajo consumo.'],
  ['Farola solar de jardín', 2, 2000, 10, 45, 60, 'streetlight', 'Farola con sensor de movimiento y panel integrado.'],
  ['Batería de litio 100 Ah', 2, 6000, 120, 380, 10, 'battery', 'Batería LiFePO4 para sistemas solares residenciales.'],
  ['Olla arrocera 1,8 L', 3, 1500, 0, 24, 70, 'pot', 'Olla arrocera con recipiente antiadherente y vaporera.'],
  ['Ventilador recargable 16"', 3, 2500, 8, 39, 45, 'fan', 'Ventilador con batería de respaldo y luz LED.'],
  ['Plancha de vapor', 3, 1800, 0, 27, 50, 'iron', 'Plancha con suela cerámica y control de vapor.'],
  ['Batidora de mano', 3, 1000, 5, 21, 65, 'pot', 'Batidora de cinco velocidades con accesorios.'],
  ['Caja de regalo corporativa', 4, 700, 0, 10, 90, 'box', 'Caja con agenda, bolígrafo y taza con logotipo.'],
  ['Silla ergonómica de oficina', 4, 4000, 35, 129, 25, 'chair', 'Silla con soporte lumbar y brazos regulables.'],
  ['Mesa plegable multiuso', 4, 2200, 0, 49, 30, 'table', 'Mesa de resina con patas de acero, plegable en maletín.'],
  ['Termo de acero inoxidable', 4, 400, 0, 8, 0, 'bottle', 'Termo de 750 ml que conserva la temperatura doce horas.'],
]

/** The seeded points goods as plain data (pure and deterministic from the seed's base time). */
export function buildPointGoods(epoch: number): PointGoodsRecord[] {
  return ROWS.map(
    ([goodsName, categoryId, integralPrice, cashPrice, marketPrice, stock, motif, brief], i) => ({
      goodsId: i + 1,
      goodsName,
      categoryId,
      integralPrice,
      cashPrice,
      marketPrice,
      stock,
      exchangedCount: (i * 37) % 180,
      limitPerOrder: integralPrice >= 5000 ? 1 : 5,
      state: 1,
      brief,
      description:
        `${brief}\n\nCanje exclusivo para miembros de la plataforma: el envío a su dirección está incluido. ` +
        'Los puntos se descuentan al confirmar el canje; si cancela antes del envío, se le devuelven.',
      motif,
      imageSeed: 9000 + i,
      recommended: i < 8,
      createdAt: epoch - (i + 1) * DAY,
    }),
  )
}
