// The seed of the mock backend. Why it is built this way:
// - Deterministic: every record derives from one fixed seed (mulberry32) and a fixed base time (MOCK_EPOCH), never
//   from Date.now() or Math.random(), so two runs give identical data. Tests, screenshots, stories and the
//   documentation can therefore name concrete goods, prices and ids.
// - Personas: the members are exactly the seven accounts of /work/shared/GLOSSARY.md ("Seeded accounts"), each
//   with the login outcome and wallet figures the glossary promises (comprador = the happy path, moroso = overdue
//   credit bill, nuevo / revision / rechazada = review states 0 / 1 / 4).
// - Realistic catalogue for China → Cuba / Latin-American wholesale, in neutral Latin-American Spanish: three
//   category levels, brands, series, supplier stores (factories, a closed one, platform-operated warehouses in
//   Mariel and the Colón free zone), goods with tiered prices, in-stock and reserved goods in every production
//   state, off-shelf goods, and one goods whose detail HTML carries a script to prove client-side sanitising.
// buildSeedData() is pure (plain records); seedDatabase() clears every collection of db and inserts them.
import { buildSiteContent } from './seed/content'
import { buildMemberArticles, seedMemberNotices } from './seed/member-notices'
import { seedContracts } from './seed/contracts'
import { seedInquiries, withSupplierAccount } from './seed/inquiries'
import { seedSampleApplies } from './seed/sample-applies'
import { seedTenders } from './seed/tenders'
import { seedOrderHistory } from './seed/order-history'
import { seedOrders, skusByGoods } from './seed/orders'
import { buildVouchers } from './seed/payments'
import { seedCardVouchers } from './seed/card-vouchers'
import { buildReviews } from './seed/reviews'
import { buildStoreContent } from './seed/stores'
import { seedOpeningBalances } from './seed/wallets'
import { seedMemberCoupons } from './seed/member-coupons'
import { buildPointGoods, POINT_CATEGORIES } from './seed/point-goods'
import { withoutPointAwards } from './lib/points'
import { Rng } from './lib/random'
import { breathe } from './lib/time-slice'
import { insertMany } from './lib/bulk-insert'
import {
  db,
  type BrandRecord,
  type CartLineRecord,
  type CategoryRecord,
  type GoodsRecord,
  type LadderPrice,
  type MemberRecord,
  type ProductRecord,
  type ProductionState,
  type SeriesRecord,
  type SettingRecord,
  type StoreRecord,
} from './db'
import { MOCK_EPOCH, XSS_PROBE_GOODS_ID } from './seed/constants'
import { withSubAccounts } from './seed/sub-accounts'
import { seedDesigners, withDesignerApplicants } from './seed/designers'
import { seedMaterialCodes } from './seed/material-codes'
import { seedIdentity } from './seed/identity'
import { seedProjects } from './seed/projects'
import { seedOptimizations } from './seed/optimizations'

/** Bump when the seeded data changes shape or content, so persisted dev snapshots are discarded. */
export const SEED_VERSION = 18
/** Password of every seeded account (GLOSSARY.md). */
export const MOCK_PASSWORD = 'Prueba#2026'
/** Pay password of every seeded account (SPEC.md §5: at least 8 digits); listed in the README. */
export const MOCK_PAY_PASSWORD = '20262026'
// the seed files read these from a leaf module, not from this one, which imports them (issue 25 item 6)
export { MOCK_EPOCH, XSS_PROBE_GOODS_ID }

const SEED = 20261121
const DAY = 86_400_000
const XSS_PAYLOAD = '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>'

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary. Lists inside strings are separated by '|'; "Label=a|b|c" gives a spec label and its values.
// ---------------------------------------------------------------------------------------------------------------

/** [name, nouns, "Label=variants", saleUnit, base price USD, minBuyNum, weight kg, materials] */
type Level3 = readonly [string, string, string, string, number, number, number, string]
/** [name, SKU axis "Label=values", level-3 children] */
type Level2 = readonly [string, string, readonly Level3[]]
/** [name, usage, material label, certifications, "Guarantee label=values", level-2 children] */
type Level1 = readonly [string, string, string, string, string, readonly Level2[]]

// prettier-ignore
const CATALOGUE: readonly Level1[] = [
  ['Materiales de construcción', 'obras de construcción, remodelación y mantenimiento de viviendas', 'Material',
    'ISO 9001|CE|GB/T|ASTM', 'Garantía=1 año|2 años|5 años', [
      ['Cemento y morteros', 'Embalaje=Saco de papel kraft|Saco de polipropileno', [
        ['Cemento', 'Cemento gris P.O|Cemento Portland puzolánico P.P|Cemento blanco',
          'Resistencia=32.5 saco 50 kg|42.5 saco 50 kg|42.5R saco 50 kg', 'saco', 7.5, 100, 50,
          'Clínker y yeso|Clínker con puzolana'],
        ['Yeso y estuco', 'Yeso de construcción|Estuco para paredes|Masilla acrílica',
          'Presentación=saco 20 kg|saco 25 kg|saco 40 kg', 'saco', 6.2, 50, 25,
          'Yeso hemihidratado|Carbonato de calcio y resinas'],
        ['Adhesivos para cerámica', 'Adhesivo cementoso para cerámica|Pegamento para porcelanato|Mortero de rejuntado',
          'Presentación=saco 20 kg|saco 25 kg', 'saco', 8.9, 50, 25,
          'Cemento con polímeros redispersables|Mortero cementoso modificado'],
      ]],
      ['Acero y perfiles', 'Acabado=Negro|Galvanizado', [
        ['Barras corrugadas', 'Barra corrugada HRB400|Varilla de acero corrugado',
          'Diámetro=8 mm x 12 m|10 mm x 12 m|12 mm x 12 m|16 mm x 12 m', 'tonelada', 640, 5, 1000,
          'Acero HRB400|Acero al carbono'],
        ['Tubos de acero', 'Tubo de acero galvanizado|Tubo estructural cuadrado|Tubo redondo soldado',
          'Medida=1/2" x 6 m|3/4" x 6 m|1" x 6 m|2" x 6 m', 'unidad', 9.8, 50, 8.5,
          'Acero galvanizado|Acero al carbono Q235'],
        ['Perfiles de aluminio', 'Perfil de aluminio para ventana|Perfil de aluminio para puerta corrediza|Perfil de aluminio estructural',
          'Serie=serie 70|serie 80|serie 100', 'barra', 14.5, 100, 4.2,
          'Aluminio 6063-T5|Aluminio anodizado'],
        ['Mallas y alambres', 'Malla electrosoldada|Malla de gallinero galvanizada|Malla ciclónica',
          'Medida=1 x 30 m|1.5 x 25 m|2 x 25 m', 'rollo', 28, 10, 22, 'Alambre galvanizado|Acero al carbono'],
      ]],
      ['Pisos y revestimientos', 'Acabado=Brillante|Mate|Rústico', [
        ['Porcelanato', 'Porcelanato pulido|Porcelanato imitación mármol|Porcelanato imitación madera',
          'Formato=60 x 60 cm|60 x 120 cm|80 x 80 cm', 'caja', 11.5, 20, 28,
          'Porcelanato esmaltado|Porcelanato técnico'],
        ['Cerámica para pared', 'Azulejo cerámico para baño|Azulejo de cocina|Cerámica decorativa',
          'Formato=25 x 40 cm|30 x 60 cm|20 x 20 cm', 'caja', 7.8, 20, 18, 'Cerámica esmaltada|Pasta blanca'],
        ['Pisos vinílicos y laminados', 'Piso vinílico SPC|Piso laminado AC4|Piso vinílico autoadhesivo',
          'Espesor=4 mm|5 mm|8 mm', 'caja', 16.4, 20, 22,
          'PVC con núcleo de piedra|HDF con capa de melamina'],
      ]],
      ['Techos e impermeabilización', 'Color=Rojo|Gris|Azul|Blanco', [
        ['Tejas y láminas', 'Lámina de zinc acanalada|Teja metálica prepintada|Lámina de fibrocemento',
          'Largo=2.44 m|3.05 m|3.66 m', 'unidad', 12.3, 100, 9,
          'Acero galvanizado|Acero prepintado|Fibrocemento'],
        ['Impermeabilizantes', 'Impermeabilizante acrílico|Membrana asfáltica|Impermeabilizante de poliuretano',
          'Presentación=cubeta 19 L|rollo 10 m²|galón 4 L', 'unidad', 34, 10, 20,
          'Resina acrílica|Asfalto modificado SBS|Poliuretano'],
        ['Láminas de policarbonato', 'Lámina de policarbonato alveolar|Lámina de policarbonato compacto|Teja traslúcida de PVC',
          'Espesor=6 mm|8 mm|10 mm', 'unidad', 26, 20, 7, 'Policarbonato con protección UV|PVC'],
      ]],
      ['Puertas y ventanas', 'Color=Blanco|Bronce|Negro mate', [
        ['Ventanas de aluminio', 'Ventana corrediza de aluminio|Ventana batiente de aluminio|Ventana tipo persiana',
          'Medida=100 x 100 cm|120 x 120 cm|150 x 120 cm', 'unidad', 68, 10, 14,
          'Aluminio con vidrio de 5 mm|Aluminio con vidrio templado'],
        ['Puertas', 'Puerta de madera maciza|Puerta de acero de seguridad|Puerta de PVC para baño',
          'Medida=80 x 210 cm|90 x 210 cm', 'unidad', 95, 5, 35,
          'Madera maciza de pino|Acero laminado en frío|PVC'],
        ['Vidrio y espejos', 'Vidrio templado incoloro|Vidrio laminado de seguridad|Espejo de plata',
          'Espesor=5 mm|6 mm|8 mm|10 mm', 'm²', 18, 50, 15, 'Vidrio flotado|Vidrio laminado'],
      ]],
    ]],
  ['Energía solar y eléctrica', 'sistemas fotovoltaicos residenciales y comerciales con respaldo ante apagones',
    'Material', 'CE|TÜV|IEC 61215|UL|RoHS', 'Garantía=1 año|2 años|5 años|10 años', [
      ['Paneles solares', 'Marco=Plateado|Negro', [
        ['Paneles monocristalinos', 'Panel solar monocristalino|Panel solar monocristalino half-cell|Panel solar PERC',
          'Potencia=450 W|550 W|600 W|670 W', 'unidad', 78, 10, 28,
          'Silicio monocristalino, marco de aluminio anodizado'],
        ['Paneles bifaciales', 'Panel solar bifacial|Panel solar bifacial doble vidrio|Panel solar TOPCon bifacial',
          'Potencia=540 W|580 W|620 W', 'unidad', 92, 10, 32,
          'Silicio monocristalino, doble vidrio templado'],
        ['Paneles flexibles y portátiles', 'Panel solar flexible|Panel solar portátil plegable|Kit de panel solar para techo',
          'Potencia=100 W|160 W|200 W', 'unidad', 45, 5, 3.5,
          'Silicio monocristalino sobre ETFE|Silicio monocristalino sobre PET'],
      ]],
      ['Inversores y controladores', 'Voltaje=110 V|220 V', [
        ['Inversores híbridos', 'Inversor híbrido de onda pura|Inversor híbrido con MPPT|Inversor cargador solar',
          'Potencia=3 kW|5 kW|8 kW|10 kW', 'unidad', 420, 1, 15,
          'Carcasa de aluminio|Carcasa de acero con pintura epoxi'],
        ['Inversores de red', 'Inversor de conexión a red|Microinversor|Inversor trifásico de red',
          'Potencia=800 W|5 kW|15 kW', 'unidad', 310, 1, 12,
          'Carcasa de aluminio fundido|Carcasa de acero con pintura epoxi'],
        ['Controladores de carga', 'Controlador de carga MPPT|Controlador de carga PWM',
          'Corriente=30 A|60 A|100 A', 'unidad', 58, 5, 2.2, 'Carcasa de aluminio|ABS ignífugo'],
      ]],
      ['Baterías y almacenamiento', 'Montaje=Pared|Piso|Rack', [
        ['Baterías de litio', 'Batería de litio LiFePO4|Batería de litio para montaje en pared|Módulo de batería en rack',
          'Capacidad=100 Ah 12.8 V|200 Ah 12.8 V|100 Ah 51.2 V|200 Ah 51.2 V', 'unidad', 380, 1, 45,
          'Litio ferrofosfato (LiFePO4)'],
        ['Baterías de gel y AGM', 'Batería de gel de ciclo profundo|Batería AGM sellada|Batería de plomo-ácido',
          'Capacidad=100 Ah|150 Ah|200 Ah', 'unidad', 135, 5, 30,
          'Plomo-calcio con electrolito en gel|Plomo-calcio AGM'],
        ['Estaciones de energía portátiles', 'Estación de energía portátil|Generador solar portátil|Power bank de gran capacidad',
          'Capacidad=500 Wh|1000 Wh|2000 Wh', 'unidad', 260, 1, 12,
          'Litio ferrofosfato (LiFePO4), carcasa ABS|Ion de litio, carcasa ABS'],
      ]],
      ['Cables y conexiones', 'Color=Negro|Rojo|Blanco', [
        ['Cables solares', 'Cable solar fotovoltaico|Cable de cobre estañado para paneles',
          'Sección=4 mm²|6 mm²|10 mm²', 'rollo', 52, 5, 9, 'Cobre estañado con aislamiento XLPE'],
        ['Cables eléctricos', 'Cable THHN de cobre|Cable dúplex|Cable de aluminio',
          'Calibre=14 AWG|12 AWG|10 AWG|8 AWG', 'rollo', 38, 10, 8,
          'Cobre electrolítico con aislamiento PVC|Aluminio con aislamiento PVC'],
        ['Extensiones y regletas', 'Regleta eléctrica con protección|Extensión eléctrica reforzada',
          'Tomas=4 tomas|6 tomas|8 tomas', 'unidad', 6.5, 20, 0.6,
          'ABS ignífugo con conductores de cobre|Policarbonato con conductores de cobre'],
      ]],
      ['Protección eléctrica', 'Versión=Estándar|Con indicador LED|Industrial', [
        ['Interruptores termomagnéticos', 'Interruptor termomagnético|Breaker DC para sistemas solares|Interruptor diferencial',
          'Corriente=16 A|32 A|63 A', 'unidad', 4.2, 50, 0.2,
          'Policarbonato ignífugo con contactos de plata'],
        ['Protectores y reguladores de voltaje', 'Protector de voltaje para refrigerador|Protector contra sobretensiones|Regulador de voltaje',
          'Capacidad=1000 VA|2000 VA|5000 VA', 'unidad', 18, 10, 2.5, 'ABS ignífugo|Carcasa metálica'],
        ['Tableros eléctricos', 'Tablero de distribución|Caja de breakers empotrable|Caja combinadora solar',
          'Circuitos=4 vías|8 vías|12 vías', 'unidad', 22, 10, 3, 'Acero con pintura en polvo|ABS ignífugo'],
      ]],
    ]],
  ['Electrodomésticos', 'hogares, hostales y pequeños negocios de alimentos', 'Material', 'CE|RoHS|CB|ETL',
    'Garantía=6 meses|1 año|2 años', [
      ['Refrigeración', 'Color=Blanco|Plateado|Negro', [
        ['Refrigeradores', 'Refrigerador de dos puertas|Refrigerador inverter|Refrigerador de una puerta',
          'Capacidad=180 L|250 L|330 L|420 L', 'unidad', 265, 1, 55, 'Acero prepintado|Acero inoxidable'],
        ['Congeladores', 'Congelador horizontal|Congelador vertical|Congelador solar DC',
          'Capacidad=150 L|200 L|300 L|400 L', 'unidad', 230, 1, 45,
          'Acero prepintado con interior de aluminio'],
        ['Exhibidores refrigerados', 'Exhibidor refrigerado de bebidas|Vitrina refrigerada',
          'Capacidad=300 L|450 L|680 L', 'unidad', 410, 1, 80,
          'Acero prepintado con puerta de vidrio templado'],
      ]],
      ['Climatización', 'Voltaje=110 V|220 V', [
        ['Aires acondicionados', 'Aire acondicionado split inverter|Aire acondicionado de ventana|Aire acondicionado portátil',
          'Capacidad=9000 BTU|12000 BTU|18000 BTU|24000 BTU', 'unidad', 285, 1, 38,
          'Intercambiador de cobre con aletas de aluminio'],
        ['Ventiladores', 'Ventilador de pedestal|Ventilador recargable|Ventilador de techo',
          'Tamaño=16"|18"|20"', 'unidad', 21, 10, 5,
          'Polipropileno con motor de cobre|Metal con motor de cobre'],
        ['Enfriadores y deshumidificadores', 'Enfriador de aire evaporativo|Deshumidificador',
          'Capacidad=10 L|20 L|40 L', 'unidad', 75, 5, 9, 'Polipropileno|ABS'],
      ]],
      ['Cocina', 'Color=Negro|Plateado|Rojo', [
        ['Ollas eléctricas', 'Olla arrocera|Olla de presión eléctrica|Olla multifunción',
          'Capacidad=1.8 L|2.8 L|5 L|6 L', 'unidad', 24, 10, 3.5,
          'Aluminio antiadherente|Acero inoxidable 304'],
        ['Cocinas y hornillas', 'Cocina de inducción|Cocina eléctrica de dos hornillas|Cocina de gas de mesa',
          'Potencia=2000 W|2200 W|3500 W', 'unidad', 32, 10, 4, 'Vidrio cerámico|Acero inoxidable'],
        ['Hornos y freidoras', 'Horno microondas|Horno eléctrico|Freidora de aire',
          'Capacidad=20 L|25 L|30 L', 'unidad', 58, 5, 11,
          'Acero inoxidable|Acero pintado con interior antiadherente'],
        ['Pequeños electrodomésticos', 'Licuadora|Batidora de mano|Hervidor eléctrico|Sandwichera',
          'Potencia=600 W|1000 W|1500 W', 'unidad', 15, 20, 2, 'Acero inoxidable|Plástico libre de BPA'],
      ]],
      ['Lavado y planchado', 'Color=Blanco|Gris', [
        ['Lavadoras', 'Lavadora automática|Lavadora semiautomática de doble tina|Lavadora de carga frontal',
          'Capacidad=7 kg|9 kg|12 kg', 'unidad', 190, 1, 35, 'Polipropileno con tambor de acero inoxidable'],
        ['Planchas', 'Plancha de vapor|Plancha seca|Vaporizador de ropa',
          'Potencia=1000 W|1200 W|2000 W', 'unidad', 9.5, 20, 1.2, 'Suela de cerámica|Suela antiadherente'],
        ['Secadoras y centrífugas', 'Secadora de ropa|Centrifugadora de ropa',
          'Capacidad=6 kg|8 kg', 'unidad', 160, 1, 30, 'Acero prepintado con tambor de acero inoxidable'],
      ]],
    ]],
  ['Alimentos y bebidas', 'mercados minoristas, restaurantes y cadenas de distribución', 'Envase',
    'HACCP|ISO 22000|FDA|Halal', 'Vida útil=12 meses|18 meses|24 meses', [
      ['Granos y harinas', 'Calidad=Estándar|Premium', [
        ['Arroz', 'Arroz grano largo|Arroz grano medio|Arroz jazmín',
          'Presentación=5% partido saco 25 kg|10% partido saco 25 kg|5% partido saco 50 kg', 'saco', 16.5, 100, 25,
          'Saco de polipropileno tejido'],
        ['Frijoles y legumbres', 'Frijol negro|Frijol colorado|Chícharo partido|Lenteja',
          'Presentación=saco 25 kg|saco 50 kg', 'saco', 28, 50, 25,
          'Saco de polipropileno tejido|Bolsa de polietileno'],
        ['Harinas', 'Harina de trigo panadera|Harina de maíz|Harina de trigo todo uso',
          'Presentación=saco 25 kg|saco 50 kg', 'saco', 19, 100, 25,
          'Saco de papel kraft|Saco de polipropileno tejido'],
      ]],
      ['Aceites y conservas', 'Caja=12 unidades|24 unidades', [
        ['Aceites comestibles', 'Aceite de soya refinado|Aceite de girasol|Aceite vegetal',
          'Presentación=botella 1 L|botella 5 L|bidón 20 L', 'caja', 22, 50, 12, 'Botella PET|Bidón de HDPE'],
        ['Conservas', 'Sardinas en salsa de tomate|Atún en aceite|Maíz dulce en lata|Pasta de tomate',
          'Presentación=lata 155 g|lata 425 g|lata 2.2 kg', 'caja', 18, 50, 10, 'Lata de hojalata'],
        ['Salsas y condimentos', 'Salsa de soya|Salsa de tomate|Vinagre de arroz|Sal yodada',
          'Presentación=botella 500 ml|botella 1 L|bolsa 1 kg', 'caja', 12, 50, 9,
          'Botella PET|Botella de vidrio|Bolsa laminada'],
      ]],
      ['Bebidas', 'Caja=12 unidades|24 unidades', [
        ['Refrescos y jugos', 'Refresco de cola|Jugo de mango|Refresco de limón|Jugo de guayaba',
          'Presentación=lata 330 ml|botella 500 ml|botella 1.5 L', 'caja', 9.5, 100, 9,
          'Lata de aluminio|Botella PET'],
        ['Agua embotellada', 'Agua purificada|Agua mineral con gas',
          'Presentación=botella 500 ml|botella 1.5 L|garrafón 5 L', 'caja', 5.5, 100, 12, 'Botella PET'],
        ['Café y té', 'Café molido|Café instantáneo|Té verde|Té negro',
          'Presentación=bolsa 250 g|bolsa 500 g|lata 200 g', 'caja', 36, 20, 6,
          'Bolsa laminada con válvula|Lata de hojalata'],
      ]],
      ['Lácteos, pastas y dulces', 'Caja=12 unidades|24 unidades|48 unidades', [
        ['Leche en polvo', 'Leche en polvo entera|Leche en polvo descremada|Fórmula láctea infantil',
          'Presentación=bolsa 1 kg|lata 900 g|bolsa 400 g', 'caja', 48, 20, 12,
          'Bolsa laminada de aluminio|Lata de hojalata'],
        ['Galletas y confitería', 'Galletas de soda|Galletas dulces surtidas|Caramelos de frutas|Chocolate en barra',
          'Presentación=paquete 200 g|paquete 400 g|caja 1 kg', 'caja', 14, 50, 6,
          'Bolsa de polipropileno metalizado|Caja de cartón plegadiza'],
        ['Pastas alimenticias', 'Espaguetis|Coditos|Fideos instantáneos',
          'Presentación=paquete 400 g|paquete 500 g|paquete 85 g', 'caja', 11, 100, 10,
          'Bolsa de polipropileno'],
      ]],
    ]],
  ['Ferretería y herramientas', 'talleres, cuadrillas de mantenimiento y obras', 'Material', 'CE|GS|ISO 9001',
    'Garantía=6 meses|1 año|2 años', [
      ['Herramientas eléctricas', 'Voltaje=110 V|220 V', [
        ['Taladros y rotomartillos', 'Taladro percutor|Taladro inalámbrico|Rotomartillo SDS Plus',
          'Potencia=650 W|850 W|1050 W', 'unidad', 28, 10, 2.5,
          'Carcasa de nylon reforzado con motor de cobre'],
        ['Amoladoras y pulidoras', 'Amoladora angular|Esmeriladora de banco|Pulidora',
          'Disco=115 mm|125 mm|180 mm', 'unidad', 24, 10, 2.8, 'Carcasa de aluminio con motor de cobre'],
        ['Sierras eléctricas', 'Sierra circular|Sierra caladora|Ingletadora',
          'Potencia=600 W|1400 W|1800 W', 'unidad', 46, 5, 4.5,
          'Base de aluminio fundido con motor de cobre'],
        ['Soldadoras', 'Soldadora inverter|Soldadora MIG|Soldadora de arco',
          'Corriente=160 A|200 A|250 A', 'unidad', 85, 5, 7, 'Carcasa de acero con tecnología IGBT'],
      ]],
      ['Herramientas manuales', 'Empaque=Blíster|Granel', [
        ['Juegos de herramientas', 'Juego de llaves combinadas|Juego de dados|Caja de herramientas completa',
          'Piezas=12 piezas|46 piezas|108 piezas', 'unidad', 19, 10, 3, 'Acero cromo-vanadio'],
        ['Martillos y alicates', 'Martillo de carpintero|Alicate universal|Alicate de corte|Mazo de goma',
          'Tamaño=8"|10"|12"', 'unidad', 3.8, 50, 0.6, 'Acero al carbono forjado|Acero cromo-vanadio'],
        ['Instrumentos de medición', 'Cinta métrica|Nivel de aluminio|Medidor láser de distancia',
          'Alcance=5 m|8 m|40 m', 'unidad', 4.5, 50, 0.4, 'ABS con cinta de acero|Aluminio'],
      ]],
      ['Fijaciones', 'Acabado=Zincado|Galvanizado en caliente|Inoxidable', [
        ['Tornillos', 'Tornillo autorroscante|Tornillo para madera|Tornillo para techo con arandela',
          'Medida=#8 x 1"|#10 x 2"|1/4" x 3"', 'caja', 6.5, 20, 2, 'Acero al carbono|Acero inoxidable 304'],
        ['Clavos', 'Clavo de acero común|Clavo para concreto|Clavo para techo',
          'Medida=1"|2"|3"|4"', 'kg', 1.4, 100, 1, 'Acero al carbono Q195'],
        ['Anclajes y pernos', 'Taco de expansión|Perno de anclaje|Varilla roscada',
          'Medida=6 mm|8 mm|10 mm|12 mm', 'caja', 8.2, 20, 2.5, 'Acero al carbono|Nylon'],
      ]],
      ['Plomería', 'Color=Blanco|Gris|Verde', [
        ['Tuberías', 'Tubo PPR|Tubo PVC sanitario|Tubo PVC para presión',
          'Diámetro=20 mm|25 mm|32 mm|110 mm', 'unidad', 3.2, 100, 1.5, 'Polipropileno copolímero PPR|PVC'],
        ['Grifería', 'Grifo monomando de cocina|Llave de paso esférica|Ducha tipo lluvia',
          'Medida=1/2"|3/4"', 'unidad', 12, 20, 0.9, 'Latón cromado|Acero inoxidable 304'],
        ['Bombas de agua', 'Bomba de agua periférica|Bomba sumergible|Bomba centrífuga',
          'Potencia=0.5 HP|1 HP|1.5 HP', 'unidad', 45, 5, 7,
          'Cuerpo de hierro fundido con motor de cobre|Acero inoxidable'],
      ]],
    ]],
  ['Textil y calzado', 'tiendas de ropa, uniformes de empresa y revendedores', 'Material', 'OEKO-TEX|BSCI|ISO 9001',
    'Garantía=3 meses|6 meses', [
      ['Ropa de hombre', 'Talla=S|M|L|XL', [
        ['Camisetas', 'Camiseta de algodón|Camiseta polo|Camiseta deportiva',
          'Color=Blanco|Negro|Azul marino|Gris', 'docena', 28, 10, 2.4, 'Algodón 100%|Algodón y poliéster'],
        ['Pantalones', 'Pantalón de mezclilla|Pantalón cargo|Bermuda de mezclilla',
          'Color=Azul|Negro|Beige', 'docena', 66, 5, 7, 'Mezclilla 12 oz|Algodón y elastano'],
        ['Camisas', 'Camisa de manga larga|Camisa guayabera|Camisa de manga corta',
          'Color=Blanco|Celeste|Beige', 'docena', 54, 5, 3.5, 'Algodón 100%|Lino y algodón'],
      ]],
      ['Ropa de mujer', 'Talla=S|M|L|XL', [
        ['Vestidos', 'Vestido casual|Vestido de playa|Vestido de fiesta',
          'Color=Floral|Negro|Rojo|Azul', 'docena', 62, 5, 3, 'Viscosa|Poliéster estampado'],
        ['Blusas y tops', 'Blusa estampada|Blusa de lino|Top deportivo',
          'Color=Blanco|Rosado|Verde menta', 'docena', 36, 5, 2, 'Lino|Viscosa|Poliéster y elastano'],
        ['Ropa interior', 'Brasier de algodón|Panti de algodón paquete de 3|Camiseta interior',
          'Color=Blanco|Negro|Beige', 'docena', 24, 10, 1.5, 'Algodón y elastano'],
      ]],
      ['Ropa infantil y escolar', 'Color=Azul|Rosado|Blanco', [
        ['Ropa infantil', 'Conjunto infantil de algodón|Pijama infantil|Short infantil',
          'Edad=2-4 años|5-7 años|8-12 años', 'docena', 38, 5, 2.5, 'Algodón 100%|Algodón y poliéster'],
        ['Ropa de bebé', 'Mameluco de algodón|Juego de bebé 5 piezas|Pañal de tela',
          'Edad=0-3 meses|3-6 meses|6-12 meses', 'docena', 30, 5, 1.5, 'Algodón peinado 100%'],
        ['Uniformes escolares', 'Camisa escolar|Short escolar|Saya escolar',
          'Talla=6|8|10|12', 'docena', 42, 5, 3, 'Poliéster y algodón'],
      ]],
      ['Calzado', 'Talla=38|39|40|41|42', [
        ['Zapatillas deportivas', 'Zapatilla deportiva|Zapatilla de lona|Tenis para correr',
          'Color=Blanco|Negro|Gris', 'par', 8.5, 20, 0.8,
          'Malla transpirable con suela de caucho|Lona con suela de caucho'],
        ['Sandalias y chancletas', 'Sandalia de EVA|Chancleta de playa|Sandalia de cuero sintético',
          'Color=Negro|Marrón|Azul', 'par', 2.6, 50, 0.4, 'EVA|Caucho|Cuero sintético'],
        ['Calzado de seguridad', 'Bota de seguridad con puntera de acero|Bota de goma|Zapato industrial',
          'Color=Negro|Marrón|Amarillo', 'par', 16, 10, 1.6, 'Cuero con puntera de acero|PVC'],
      ]],
      ['Textiles para el hogar', 'Color=Blanco|Beige|Gris|Azul', [
        ['Ropa de cama', 'Juego de sábanas|Sábana ajustable|Funda de almohada',
          'Medida=Individual|Matrimonial|Queen|King', 'unidad', 9.8, 20, 1.2, 'Algodón 100%|Microfibra'],
        ['Toallas', 'Toalla de baño|Toalla de mano|Toalla de playa',
          'Medida=70 x 140 cm|50 x 90 cm|90 x 180 cm', 'unidad', 3.4, 50, 0.5, 'Algodón 100%'],
        ['Telas por metro', 'Tela de algodón popelina|Tela de mezclilla|Tela de poliéster para uniformes',
          'Ancho=1.5 m|1.6 m', 'metro', 2.1, 100, 0.25, 'Algodón 100%|Mezclilla|Poliéster'],
      ]],
    ]],
  ['Muebles y hogar', 'hogares, hostales, oficinas y restaurantes', 'Material', 'CARB P2|FSC|ISO 9001',
    'Garantía=1 año|2 años|3 años', [
      ['Sala y dormitorio', 'Color=Nogal|Blanco|Gris|Negro', [
        ['Sofás', 'Sofá de tres plazas|Sofá cama|Sofá seccional en L',
          'Tapizado=Tela|Cuero sintético|Terciopelo', 'unidad', 210, 1, 60,
          'Estructura de madera de pino con espuma de alta densidad'],
        ['Camas y colchones', 'Cama matrimonial de madera|Colchón de resortes|Colchón de espuma',
          'Medida=Individual|Matrimonial|Queen', 'unidad', 145, 1, 40,
          'Madera de pino|Resortes bonell con espuma|Espuma de alta densidad'],
        ['Armarios y cómodas', 'Armario de dos puertas|Cómoda de cinco gavetas|Mesa de noche',
          'Ancho=45 cm|80 cm|120 cm', 'unidad', 98, 1, 45, 'MDF laminado|Madera de pino'],
      ]],
      ['Comedor y cocina', 'Color=Blanco|Negro|Madera natural', [
        ['Juegos de comedor', 'Juego de comedor con 4 sillas|Mesa de comedor extensible|Juego de comedor con 6 sillas',
          'Cubierta=Madera|Vidrio templado|Mármol sintético', 'unidad', 260, 1, 70,
          'Madera de caucho|Vidrio templado y acero'],
        ['Utensilios de cocina', 'Juego de ollas de acero inoxidable|Sartén antiadherente|Juego de cuchillos',
          'Piezas=3 piezas|6 piezas|12 piezas', 'unidad', 18, 20, 3,
          'Acero inoxidable 304|Aluminio antiadherente'],
        ['Vajilla y cristalería', 'Vajilla de porcelana|Juego de vasos de vidrio|Platos de melamina',
          'Piezas=16 piezas|20 piezas|30 piezas', 'caja', 22, 10, 6,
          'Porcelana|Vidrio sódico-cálcico|Melamina'],
      ]],
      ['Muebles de oficina', 'Color=Negro|Gris|Blanco', [
        ['Sillas de oficina', 'Silla ergonómica de malla|Silla ejecutiva|Silla de visita',
          'Base=Nylon|Cromada', 'unidad', 38, 10, 12, 'Malla y nylon|Cuero sintético'],
        ['Escritorios', 'Escritorio de oficina|Escritorio en L|Mesa de reuniones',
          'Medida=120 cm|140 cm|180 cm', 'unidad', 85, 5, 30, 'MDF laminado con estructura de acero'],
        ['Archivadores y estantes', 'Archivador metálico de 4 gavetas|Estante metálico|Casillero de 6 puertas',
          'Altura=130 cm|180 cm|200 cm', 'unidad', 72, 5, 35, 'Acero laminado en frío con pintura en polvo'],
      ]],
      ['Exterior y hostelería', 'Color=Blanco|Verde|Marrón|Gris', [
        ['Sillas y mesas plásticas', 'Silla plástica apilable|Mesa plástica plegable|Silla plástica con brazos',
          'Modelo=Estándar|Reforzado', 'unidad', 6.8, 50, 2.5, 'Polipropileno'],
        ['Sombrillas y hamacas', 'Sombrilla de playa|Hamaca de tela|Tumbona de aluminio',
          'Tamaño=2 m|2.5 m|3 m', 'unidad', 19, 10, 4, 'Poliéster con estructura de aluminio|Algodón'],
        ['Muebles de ratán', 'Juego de terraza de ratán sintético|Silla colgante de ratán|Sofá de exterior de ratán',
          'Modelo=Compacto|Familiar|Premium', 'unidad', 180, 1, 35,
          'Ratán sintético con estructura de aluminio'],
      ]],
    ]],
  ['Repuestos automotrices', 'talleres mecánicos, flotas de transporte y piezas de reposición', 'Material',
    'IATF 16949|DOT|E-mark|ISO 9001', 'Garantía=6 meses|1 año|2 años', [
      ['Neumáticos y baterías', 'Tipo=Estándar|Reforzado', [
        ['Neumáticos para auto y camioneta', 'Neumático radial para automóvil|Neumático para camioneta|Neumático todo terreno',
          'Medida=185/65 R14|205/55 R16|265/70 R16', 'unidad', 42, 10, 9,
          'Caucho natural y sintético con cinturones de acero'],
        ['Baterías de arranque', 'Batería de arranque libre de mantenimiento|Batería para camión|Batería de arranque AGM',
          'Capacidad=45 Ah|60 Ah|100 Ah', 'unidad', 55, 5, 14, 'Plomo-calcio|Plomo-calcio AGM'],
        ['Neumáticos para moto y triciclo', 'Neumático para motocicleta|Cámara de aire para moto|Neumático para triciclo',
          'Medida=2.75-17|3.00-18|90/90-18', 'unidad', 14, 20, 3.5, 'Caucho natural y sintético'],
      ]],
      ['Motor y transmisión', 'Compatibilidad=Toyota|Hyundai|Kia|Geely', [
        ['Filtros', 'Filtro de aceite|Filtro de aire|Filtro de combustible',
          'Referencia=FO-1203|FA-2281|FC-3310', 'unidad', 2.4, 50, 0.3,
          'Papel filtrante con carcasa de acero|Papel filtrante'],
        ['Bujías y encendido', 'Bujía de iridio|Bujía de cobre|Bobina de encendido',
          'Referencia=BK6E|IK7B11|FR7DC', 'unidad', 2.9, 50, 0.1, 'Iridio y cerámica|Cobre y cerámica'],
        ['Correas y embragues', 'Correa de distribución|Kit de embrague|Correa poly-V',
          'Motor=1.5 L|1.8 L|2.0 L', 'unidad', 24, 10, 1.5,
          'Caucho con refuerzo de fibra de vidrio|Acero y material de fricción'],
      ]],
      ['Frenos y suspensión', 'Posición=Delantera|Trasera', [
        ['Pastillas y zapatas de freno', 'Pastilla de freno cerámica|Pastilla de freno semimetálica|Zapata de freno',
          'Referencia=D1210|D1344|D2218', 'juego', 9, 20, 1.2, 'Compuesto cerámico|Compuesto semimetálico'],
        ['Amortiguadores', 'Amortiguador hidráulico|Amortiguador de gas|Kit de suspensión',
          'Referencia=334116|339014|341295', 'unidad', 22, 10, 3,
          'Acero con aceite hidráulico|Acero con gas nitrógeno'],
        ['Discos y tambores', 'Disco de freno ventilado|Tambor de freno|Disco de freno sólido',
          'Diámetro=256 mm|280 mm|300 mm', 'unidad', 18, 10, 6, 'Hierro fundido gris HT250'],
      ]],
      ['Lubricantes y fluidos', 'Caja=6 unidades|12 unidades|24 unidades', [
        ['Aceites de motor', 'Aceite de motor sintético|Aceite de motor semisintético|Aceite para motor diésel',
          'Viscosidad=5W-30|10W-40|15W-40|20W-50', 'caja', 28, 20, 18, 'Envase de HDPE'],
        ['Refrigerantes y líquidos', 'Refrigerante para radiador|Líquido de frenos DOT 4|Aceite de transmisión ATF',
          'Presentación=1 L|3.78 L|20 L', 'caja', 19, 20, 14, 'Envase de HDPE'],
        ['Grasas', 'Grasa multipropósito|Grasa de litio|Grasa para chasis',
          'Presentación=500 g|1 kg|15 kg', 'caja', 15, 20, 10, 'Envase metálico|Envase de HDPE'],
      ]],
      ['Accesorios y auxilio', 'Color=Negro|Gris|Beige', [
        ['Alfombras y fundas', 'Juego de alfombras para auto|Funda para asiento|Cubre volante',
          'Modelo=Universal|Sedán|SUV', 'unidad', 8, 20, 1.5, 'Caucho|Poliéster|Cuero sintético'],
        ['Iluminación automotriz', 'Bombillo LED para faro|Faro halógeno|Luz antiniebla',
          'Casquillo=H4|H7|H11', 'par', 9.5, 20, 0.4, 'Aluminio con chip LED|Vidrio de cuarzo'],
        ['Herramientas de auxilio', 'Gato hidráulico tipo botella|Gato de patín|Cables pasacorriente',
          'Capacidad=2 t|3 t|5 t', 'unidad', 17, 10, 4, 'Acero forjado|Cobre con pinzas de acero'],
      ]],
    ]],
  ['Iluminación', 'viviendas, comercios, alumbrado público y proyectos solares', 'Material', 'CE|RoHS|IP65|UL',
    'Garantía=1 año|2 años|3 años', [
      ['Bombillos y tubos LED', 'Luz=Blanca fría|Blanca cálida|Neutra', [
        ['Bombillos LED', 'Bombillo LED A60|Bombillo LED recargable|Bombillo LED de alta potencia',
          'Potencia=9 W|12 W|18 W|30 W', 'unidad', 0.85, 100, 0.1, 'Aluminio y policarbonato'],
        ['Tubos LED', 'Tubo LED T8|Regleta LED con tubo|Tubo LED T5',
          'Largo=60 cm|120 cm', 'unidad', 2.2, 100, 0.3, 'Vidrio|Aluminio y policarbonato'],
        ['Paneles LED', 'Panel LED empotrable|Panel LED de superficie|Panel LED cuadrado',
          'Potencia=12 W|18 W|24 W|48 W', 'unidad', 4.8, 50, 0.8, 'Aluminio con difusor acrílico'],
      ]],
      ['Iluminación solar', 'Luz=Blanca fría|Blanca cálida', [
        ['Farolas solares', 'Farola solar todo en uno|Lámpara solar de calle|Farola solar con sensor de movimiento',
          'Potencia=100 W|200 W|300 W', 'unidad', 38, 10, 6, 'Aluminio fundido con batería LiFePO4'],
        ['Reflectores solares', 'Reflector solar LED|Reflector solar con control remoto',
          'Potencia=60 W|100 W|200 W|300 W', 'unidad', 16, 20, 2.5, 'Aluminio fundido|ABS'],
        ['Lámparas solares portátiles', 'Lámpara solar portátil|Kit de iluminación solar doméstico|Linterna solar recargable',
          'Batería=2000 mAh|4000 mAh|6000 mAh', 'unidad', 7.5, 20, 0.7, 'ABS con batería de litio'],
      ]],
      ['Iluminación comercial e industrial', 'Luz=Blanca fría|Neutra', [
        ['Reflectores LED', 'Reflector LED|Reflector LED ultradelgado',
          'Potencia=50 W|100 W|200 W', 'unidad', 9, 20, 1.5, 'Aluminio fundido con vidrio templado'],
        ['Campanas industriales', 'Campana LED UFO|Campana LED lineal',
          'Potencia=100 W|150 W|200 W', 'unidad', 28, 10, 3, 'Aluminio fundido'],
        ['Tiras LED', 'Tira LED 2835|Tira LED RGB|Manguera LED 220 V',
          'Largo=5 m|10 m|50 m', 'rollo', 3.5, 20, 0.4, 'PCB flexible con silicona IP65|PVC'],
      ]],
      ['Linternas y emergencia', 'Color=Negro|Gris', [
        ['Linternas', 'Linterna LED recargable|Linterna frontal|Linterna táctica',
          'Potencia=3 W|5 W|10 W', 'unidad', 3.2, 50, 0.3, 'Aluminio aeronáutico|ABS'],
        ['Luces de emergencia', 'Luz de emergencia LED|Letrero de salida de emergencia|Lámpara recargable de emergencia',
          'Autonomía=2 h|3 h|6 h', 'unidad', 6.2, 20, 0.8, 'ABS ignífugo|Policarbonato'],
        ['Pilas y cargadores', 'Pila alcalina AA|Pila alcalina AAA|Pila recargable AA',
          'Presentación=blíster de 2|blíster de 4|caja de 24', 'caja', 6, 50, 0.5,
          'Alcalina (zinc-dióxido de manganeso)|Níquel-metalhidruro (NiMH)'],
      ]],
    ]],
  ['Higiene y limpieza', 'hogares, hoteles, hospitales y comercios', 'Composición', 'ISO 9001|GMP|FDA',
    'Vida útil=18 meses|24 meses|36 meses', [
      ['Cuidado personal', 'Caja=24 unidades|48 unidades', [
        ['Jabones de tocador', 'Jabón de tocador|Jabón antibacterial|Jabón de glicerina',
          'Peso=90 g|110 g|125 g', 'caja', 9.5, 50, 6,
          'Base vegetal con glicerina|Base vegetal con agente antibacterial'],
        ['Champú y cuidado del cabello', 'Champú|Acondicionador|Crema para peinar',
          'Presentación=400 ml|750 ml|1 L', 'caja', 24, 20, 10,
          'Tensioactivos suaves con extractos vegetales'],
        ['Cuidado bucal', 'Pasta dental con flúor|Pasta dental blanqueadora|Pasta dental infantil',
          'Presentación=75 ml|100 ml|150 ml', 'caja', 15, 50, 5, 'Fluoruro de sodio 1450 ppm'],
        ['Desodorantes', 'Desodorante en barra|Desodorante roll-on|Desodorante en aerosol',
          'Presentación=50 ml|150 ml|200 ml', 'caja', 21, 20, 4,
          'Fórmula sin alcohol|Fórmula antitranspirante 48 h'],
      ]],
      ['Papel e higiene', 'Empaque=Paquete individual|Bulto económico', [
        ['Papel higiénico y toallas', 'Papel higiénico doble hoja|Papel higiénico jumbo|Toalla de papel para cocina',
          'Presentación=paquete de 4 rollos|paquete de 12 rollos|paquete de 48 rollos', 'bulto', 12, 50, 6,
          'Celulosa virgen|Pulpa reciclada'],
        ['Pañales y toallitas', 'Pañal desechable para bebé|Pañal para adulto|Toallitas húmedas',
          'Talla=P|M|G|XG', 'bulto', 18, 20, 6, 'Celulosa y polímero superabsorbente|Tela no tejida'],
        ['Toallas sanitarias', 'Toalla sanitaria con alas|Protector diario|Toalla sanitaria nocturna',
          'Presentación=paquete de 10|paquete de 20', 'caja', 16, 20, 5,
          'Algodón y polímero superabsorbente'],
      ]],
      ['Limpieza del hogar', 'Aroma=Lavanda|Limón|Floral|Original', [
        ['Detergentes', 'Detergente en polvo|Detergente líquido|Jabón de lavar en barra',
          'Presentación=bolsa 1 kg|bolsa 5 kg|galón 4 L', 'caja', 17, 50, 12, 'Tensioactivos biodegradables'],
        ['Desinfectantes', 'Cloro líquido|Desinfectante multiusos|Limpiador de pisos',
          'Presentación=botella 1 L|galón 4 L|bidón 20 L', 'caja', 13, 50, 12,
          'Hipoclorito de sodio|Amonio cuaternario'],
        ['Lavavajillas', 'Lavavajillas líquido|Lavavajillas concentrado|Lavavajillas en crema',
          'Presentación=500 ml|750 ml|1 L', 'caja', 14, 50, 10, 'Tensioactivos biodegradables'],
      ]],
      ['Limpieza profesional', 'Color=Azul|Verde|Rojo|Amarillo', [
        ['Utensilios de limpieza', 'Trapeador|Escoba de cerdas|Cubo con escurridor',
          'Modelo=Doméstico|Industrial', 'unidad', 3.6, 50, 0.8,
          'Polipropileno con microfibra|Polipropileno'],
        ['Bolsas de basura', 'Bolsa de basura negra|Bolsa de basura industrial|Bolsa biodegradable',
          'Capacidad=30 L|60 L|120 L', 'rollo', 1.9, 100, 0.6,
          'Polietileno de alta densidad|Polietileno de baja densidad|Almidón de maíz'],
        ['Guantes y mascarillas', 'Guantes de nitrilo|Guantes de látex|Mascarilla desechable',
          'Talla=S|M|L', 'caja', 4.8, 50, 0.8, 'Nitrilo|Látex natural|Tela no tejida de tres capas'],
      ]],
    ]],
]

/** [brandName, country, what it makes: '1' = level-1 index 1 of CATALOGUE, '1.2' = its level-2 index 2] */
// prettier-ignore
const BRANDS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Hengda', 'China', ['0']], ['Jinlong', 'China', ['0.1', '0.3', '4.2']],
  ['Cementos del Caribe', 'República Dominicana', ['0.0', '0.3']], ['Aceros Pacífico', 'México', ['0.1', '0.4']],
  ['Ceramix', 'China', ['0.2', '0.4']], ['Lianfa', 'China', ['0.0', '0.4', '4.2', '4.3']],
  ['Solaris', 'China', ['1.0', '1.1', '8.1']], ['Sunrise Power', 'China', ['1.0', '1.2']],
  ['Tianxin', 'China', ['1.2', '1.1']], ['Voltek', 'China', ['1.1', '1.3', '1.4']],
  ['Energía Verde', 'México', ['1.0', '1.3']], ['Huaxin Solar', 'China', ['1.0', '8.1']],
  ['Haiwei', 'China', ['2.0', '2.1', '2.3']], ['Midora', 'China', ['2.2', '6.1']], ['Frigomax', 'Panamá', ['2.0']],
  ['Xinfeng', 'China', ['2.1']], ['Caribe Home', 'Panamá', ['2.2', '2.3', '6.0']],
  ['Aurora Electric', 'China', ['2.1', '2.2', '1.4']],
  ['La Cosecha', 'México', ['3.0', '3.1']], ['Golden Grain', 'China', ['3.0', '3.3']], ['Mekong Rice', 'Vietnam', ['3.0']],
  ['Sabor Latino', 'México', ['3.1', '3.2']], ['Doña Clara', 'Brasil', ['3.3', '3.2']],
  ['Río Dorado', 'Brasil', ['3.2', '3.0']], ['Panda Foods', 'China', ['3.1', '3.3', '9.2']],
  ['Jiatai Tools', 'China', ['4.0', '4.1']], ['FuerteMax', 'México', ['4.1', '4.0', '7.4']],
  ['Hualong', 'China', ['4.3', '4.2', '0.3']], ['Shengli', 'China', ['4.2', '4.1']],
  ['Ferromax', 'Colombia', ['4.0', '4.3']],
  ['Yilong', 'China', ['5.0', '5.1', '5.4']], ['Andina', 'Perú', ['5.0', '5.2']], ['Pasos', 'Colombia', ['5.3']],
  ['Runxing', 'China', ['5.3']], ['Algodonera del Sur', 'Perú', ['5.4', '5.2', '5.1']],
  ['Casa Bella', 'México', ['6.0', '6.1']], ['Linyi Wood', 'China', ['6.0', '6.2', '6.1']],
  ['Foshan Home', 'China', ['6.2', '6.3', '6.1']], ['Mobilia', 'Colombia', ['6.3', '6.0']],
  ['Roadking', 'China', ['7.0']], ['Tornado Parts', 'China', ['7.1', '7.2']],
  ['Autoguard', 'China', ['7.2', '7.4', '7.1']], ['Ruedamax', 'México', ['7.0', '7.4']],
  ['Grip Master', 'China', ['7.0', '7.2']], ['Lubrimax', 'Colombia', ['7.3']],
  ['Brillux', 'China', ['8.0', '8.2']], ['Luminova', 'China', ['8.0', '8.2', '8.3']],
  ['Lumistar', 'China', ['8.1', '8.2']], ['Solux', 'Panamá', ['8.1', '8.3']],
  ['Limpiamax', 'México', ['9.2', '9.3']], ['Nube Suave', 'Colombia', ['9.1']], ['Blancura', 'Ecuador', ['9.2', '9.0']],
  ['Bambú Care', 'China', ['9.0', '9.1']], ['Clarita', 'México', ['9.0', '9.3']],
]

const SERIES_WORDS =
  'Titán|Nova|Atlas|Orión|Delta|Fénix|Cóndor|Caribe|Horizonte|Prisma|Vértice|Cumbre|Eco|Ultra|Prime|Terra|Aqua|Brisa|Sol|Luna|Estrella|Jade|Dragón|Fortaleza|Ceiba|Palma|Coral|Rubí|Zafiro|Ónix|Águila|Halcón|Puma|Volcán|Trópico|Faro|Ancla|Solaris|Magna|Vital'.split(
    '|',
  )
const SERIES_NUMBERS = [100, 200, 300, 360, 500, 700, 800, 900, 1000, 2000] as const

/** [storeName, province, city, what it sells (codes as in BRANDS), kind: '' trader, F factory, S platform, C closed] */
// prettier-ignore
const STORES: readonly (readonly [string, string, string, readonly string[], '' | 'F' | 'S' | 'C'])[] = [
  ['Guangzhou Hengda Materiales Co., Ltd.', 'Guangdong', 'Guangzhou', ['0', '4.2'], ''],
  ['Ningbo Sunrise Solar Co., Ltd.', 'Zhejiang', 'Ningbo', ['1.0', '1.1', '1.3', '8.1'], 'F'],
  ['Foshan Ceramix Pisos y Revestimientos Co., Ltd.', 'Guangdong', 'Foshan', ['0.2', '0.4'], 'F'],
  ['Tangshan Aceros del Norte Co., Ltd.', 'Hebei', 'Tangshan', ['0.1', '0.3'], ''],
  ['Shenzhen Voltek Energía Co., Ltd.', 'Guangdong', 'Shenzhen', ['1.1', '1.2', '1.4'], ''],
  ['Changzhou Huaxin Fotovoltaica Co., Ltd.', 'Jiangsu', 'Changzhou', ['1.0', '1.2'], 'F'],
  ['Qingdao Haiwei Electrodomésticos Co., Ltd.', 'Shandong', 'Qingdao', ['2.0', '2.3'], 'F'],
  ['Foshan Midora Hogar Co., Ltd.', 'Guangdong', 'Foshan', ['2.2', '6.1'], ''],
  ['Ningbo Xinfeng Climatización Co., Ltd.', 'Zhejiang', 'Ningbo', ['2.1', '2.0'], ''],
  ['Zhongshan Cocinas Aurora Co., Ltd.', 'Guangdong', 'Zhongshan', ['2.2', '2.3'], ''],
  ['Harbin Golden Grain Alimentos Co., Ltd.', 'Heilongjiang', 'Harbin', ['3.0', '3.3'], ''],
  ['Xiamen Panda Foods Import & Export Co., Ltd.', 'Fujian', 'Xiamen', ['3.1', '3.2', '9.2'], ''],
  ['Dalian Mar Azul Conservas Co., Ltd.', 'Liaoning', 'Dalian', ['3.1'], 'F'],
  ['Yongkang Jiatai Herramientas Co., Ltd.', 'Zhejiang', 'Yongkang', ['4.0', '4.1'], 'F'],
  ['Linyi Shengli Ferretería Co., Ltd.', 'Shandong', 'Linyi', ['4.1', '4.2', '0.1'], ''],
  ['Taizhou Hualong Plomería Co., Ltd.', 'Zhejiang', 'Taizhou', ['4.3'], ''],
  ['Shaoxing Yilong Textil Co., Ltd.', 'Zhejiang', 'Shaoxing', ['5.0', '5.1', '5.4'], 'F'],
  ['Jinjiang Runxing Calzado Co., Ltd.', 'Fujian', 'Jinjiang', ['5.3'], ''],
  ['Guangzhou Moda Oriental Comercio Co., Ltd.', 'Guangdong', 'Guangzhou', ['5.0', '5.1', '5.2'], ''],
  ['Gaoyang Hogar Textil Co., Ltd.', 'Hebei', 'Gaoyang', ['5.4', '5.2'], ''],
  ['Foshan Mobilia Muebles Co., Ltd.', 'Guangdong', 'Foshan', ['6.0', '6.2'], 'F'],
  ['Linyi Wood Industria Maderera Co., Ltd.', 'Shandong', 'Linyi', ['6'], ''],
  ['Chaozhou Vajilla Fina Co., Ltd.', 'Guangdong', 'Chaozhou', ['6.1'], ''],
  ['Qingdao Roadking Neumáticos Co., Ltd.', 'Shandong', 'Qingdao', ['7.0'], ''],
  ['Ruian Tornado Autopartes Co., Ltd.', 'Zhejiang', 'Ruian', ['7.1', '7.2'], ''],
  ['Guangzhou Autoguard Repuestos Co., Ltd.', 'Guangdong', 'Guangzhou', ['7'], ''],
  ['Zhongshan Brillux Iluminación Co., Ltd.', 'Guangdong', 'Zhongshan', ['8.0', '8.2', '8.3'], ''],
  ['Yangzhou Lumistar Solar Lighting Co., Ltd.', 'Jiangsu', 'Yangzhou', ['8.1', '8.2', '1.0'], ''],
  ['Shantou Bambú Care Higiene Co., Ltd.', 'Guangdong', 'Shantou', ['9.0', '9.1', '9.3'], ''],
  ['Jinjiang Nube Suave Papel Co., Ltd.', 'Fujian', 'Jinjiang', ['9.1'], ''],
  ['Yiwu Comercio Global Caribe Co., Ltd.', 'Zhejiang', 'Yiwu', ['4.1', '6.3', '7.4', '8.3', '9.3'], ''],
  ['Yiwu Lianfa Suministros Co., Ltd.', 'Zhejiang', 'Yiwu', ['0.0', '0.3', '4.2', '9.2'], ''],
  ['Wenzhou Electro Protección Co., Ltd.', 'Zhejiang', 'Wenzhou', ['1.3', '1.4', '4.0'], ''],
  ['Tianjin Exportadora del Pacífico Co., Ltd.', 'Tianjin', 'Tianjin', ['3.0', '3.2', '7.0', '7.3'], ''],
  ['Shanghai Oriente Trading Co., Ltd.', 'Shanghái', 'Shanghái', ['2.1', '5.3', '8.0'], 'C'],
  ['Almacén Mariel – Mercado Mayorista', 'Artemisa', 'Mariel', ['0.0', '1.0', '1.2', '3.0', '9.1'], 'S'],
  ['Zona Libre Colón – Mercado Mayorista', 'Colón', 'Zona Libre de Colón', ['2', '5.3', '7.3', '8.0'], 'S'],
  ['Distribuidora Caribe Zona Libre S.A.', 'Colón', 'Zona Libre de Colón', ['3.1', '3.3', '6.3', '9.0', '9.2'], ''],
  ['Comercializadora Mariel Import S.A.', 'Artemisa', 'Mariel', ['0.1', '0.4', '4.3'], ''],
]

const PORTS = [
  'Shanghái',
  'Ningbo',
  'Qingdao',
  'Guangzhou (Nansha)',
  'Xiamen',
  'Tianjin',
  'Shenzhen (Yantian)',
] as const
const PACKAGING = [
  'Caja de cartón corrugado de 5 capas',
  'Pallet de madera fumigado con film estirable',
  'Saco de polipropileno laminado',
  'Caja master con esquineros de protección',
  'Bulto termoencogido sobre pallet',
] as const
const BRIEF_OPENERS = ['pensado para', 'ideal para', 'recomendado para', 'de alta rotación en'] as const

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

const round2 = (value: number): number => Math.round(value * 100) / 100
const list = (value: string): string[] => value.split('|')
const lowerFirst = (value: string): string => value.charAt(0).toLowerCase() + value.slice(1)
const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** "Label=a|b" → ['Label', ['a', 'b']] */
function labelled(value: string): [string, string[]] {
  const [label = '', values = ''] = value.split('=')
  return [label, list(values)]
}

/** "a, b y c" */
function joinEs(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1] ?? ''}`
}

/** Name of a coverage code: '3' = level-1 category 3, '3.1' = its level-2 category 1. */
function codeName(code: string): string {
  const [i = -1, j] = code.split('.').map(Number)
  const level1 = CATALOGUE[i]
  if (j === undefined) return level1?.[0] ?? ''
  return level1?.[5][j]?.[0] ?? ''
}

/** Rows whose coverage codes name the leaf's level-2 category, else those naming its level-1 category. */
function coveringLeaf<T>(rows: readonly T[], codesOf: (row: T) => readonly string[], leaf: LeafInfo): T[] {
  const exact = rows.filter((row) =>
    codesOf(row).some((code) => code === String(leaf.level1) || code === `${leaf.level1}.${leaf.level2}`),
  )
  if (exact.length > 0) return exact
  return rows.filter((row) => codesOf(row).some((code) => code.split('.')[0] === String(leaf.level1)))
}

function phoneFor(rng: Rng, province: string): string {
  const four = () => String(rng.int(1000, 9999))
  if (province === 'Artemisa') return `+53 47 ${rng.int(300, 399)} ${four()}`
  if (province === 'Colón') return `+507 ${rng.int(430, 449)} ${four()}`
  return `+86 ${rng.int(130, 189)} ${four()} ${four()}`
}

// ---------------------------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------------------------

export interface SeedData {
  members: MemberRecord[]
  categories: CategoryRecord[]
  brands: BrandRecord[]
  series: SeriesRecord[]
  stores: StoreRecord[]
  goods: GoodsRecord[]
  products: ProductRecord[]
  cartLines: CartLineRecord[]
  sampleCartLines: CartLineRecord[]
  settings: SettingRecord[]
}

interface LeafInfo {
  categoryId: number
  level1: number
  level2: number
  level1Row: Level1
  axis: string
  row: Level3
}

function buildCategories(): { categories: CategoryRecord[]; leaves: LeafInfo[] } {
  const categories: CategoryRecord[] = []
  const leaves: LeafInfo[] = []
  let level2Id = 100
  let level3Id = 1000
  CATALOGUE.forEach((level1Row, i) => {
    const [name1, , , , , children1] = level1Row
    const id1 = i + 1
    categories.push({ categoryId: id1, categoryName: name1, grade: 1, pid: 0, sort: i + 1 })
    children1.forEach(([name2, axis, children2], j) => {
      const id2 = ++level2Id
      categories.push({ categoryId: id2, categoryName: name2, grade: 2, pid: id1, sort: j + 1 })
      children2.forEach((row, k) => {
        const id3 = ++level3Id
        categories.push({ categoryId: id3, categoryName: row[0], grade: 3, pid: id2, sort: k + 1 })
        leaves.push({ categoryId: id3, level1: i, level2: j, level1Row, axis, row })
      })
    })
  })
  return { categories, leaves }
}

/**
 * Regional distributors added to the handcrafted suppliers so the directory has the size of a real
 * marketplace (and its pager several pages): names, cities and trades are derived, never random text.
 */
const DISTRIBUTOR_CITIES = [
  ['Zhejiang', 'Hangzhou'],
  ['Zhejiang', 'Yiwu'],
  ['Zhejiang', 'Wenzhou'],
  ['Jiangsu', 'Suzhou'],
  ['Jiangsu', 'Wuxi'],
  ['Jiangsu', 'Nanjing'],
  ['Guangdong', 'Dongguan'],
  ['Guangdong', 'Shantou'],
  ['Fujian', 'Quanzhou'],
  ['Fujian', 'Fuzhou'],
  ['Shandong', 'Jinan'],
  ['Shandong', 'Yantai'],
  ['Hubei', 'Wuhan'],
  ['Sichuan', 'Chengdu'],
  ['Henan', 'Zhengzhou'],
  ['Tianjin', 'Tianjin'],
  ['Anhui', 'Hefei'],
  ['Hunan', 'Changsha'],
] as const
const DISTRIBUTOR_WORDS = [
  'Huatai',
  'Jinlong',
  'Xinda',
  'Yuanfeng',
  'Hongxing',
  'Tianli',
  'Baosheng',
  'Fuhua',
  'Kaiyuan',
  'Ruida',
] as const
const DISTRIBUTOR_COUNT = 60

function distributorRows(): (typeof STORES)[number][] {
  const rows: (typeof STORES)[number][] = []
  for (let index = 0; index < DISTRIBUTOR_COUNT; index += 1) {
    const [province, city] = DISTRIBUTOR_CITIES[index % DISTRIBUTOR_CITIES.length] ?? ['Zhejiang', 'Yiwu']
    const word = DISTRIBUTOR_WORDS[(index * 7) % DISTRIBUTOR_WORDS.length] ?? 'Huatai'
    const level1 = index % CATALOGUE.length
    const second = (level1 + 3) % CATALOGUE.length
    const trade = codeName(String(level1)).split(' ')[0] ?? ''
    rows.push([
      `${city} ${word} ${trade} Trading Co., Ltd.`,
      province,
      city,
      [String(level1), String(second)],
      index % 9 === 4 ? 'F' : '',
    ])
  }
  return rows
}

const ALL_STORES = [...STORES, ...distributorRows()]

function buildStores(rng: Rng): StoreRecord[] {
  return ALL_STORES.map(([storeName, province, city, codes, kind], index) => {
    const isFactory = kind === 'F'
    const isSelf = kind === 'S'
    const business = joinEs(codes.map((code) => lowerFirst(codeName(code))))
    const lead = isFactory
      ? 'Fábrica y exportador de'
      : isSelf
        ? 'Almacén operado por la plataforma con'
        : 'Comercializadora mayorista de'
    const tail =
      province === 'Artemisa'
        ? 'mercancía en depósito aduanero en la Zona Especial de Desarrollo Mariel, lista para recoger.'
        : province === 'Colón'
          ? 'reexportación desde la Zona Libre de Colón hacia Cuba y el Caribe.'
          : 'exportación directa a Cuba y Latinoamérica por la ruta marítima China–Cuba.'
    const score = () => rng.int(40, 50) / 10
    return {
      storeId: index + 1,
      storeName,
      isOpen: kind !== 'C',
      isFactory,
      isSelf,
      province,
      city,
      mainBusiness: `${lead} ${business}; ${tail}`,
      foundedYear: isSelf ? rng.int(2018, 2022) : rng.int(1996, 2020),
      employees: isFactory ? rng.int(20, 300) * 10 : isSelf ? rng.int(40, 120) : rng.int(12, 180),
      servicePhone: phoneFor(rng, province),
      scoreDescription: score(),
      scoreService: score(),
      scoreDelivery: score(),
    }
  })
}

function buildSeries(rng: Rng, leaves: readonly LeafInfo[], brands: readonly BrandRecord[]): SeriesRecord[] {
  const series: SeriesRecord[] = []
  const used = new Set<string>()
  for (const leaf of leaves) {
    const candidates = coveringLeaf(brands, (brand) => BRANDS[brand.brandId - 1]?.[2] ?? [], leaf)
    for (const brand of rng.sample(candidates, rng.int(1, 2))) {
      let seriesName = ''
      do {
        seriesName = `Serie ${rng.pick(SERIES_WORDS)} ${rng.pick(SERIES_NUMBERS)}`
      } while (used.has(seriesName))
      used.add(seriesName)
      series.push({
        seriesId: series.length + 1,
        seriesName,
        brandId: brand.brandId,
        categoryId: leaf.categoryId,
      })
    }
  }
  return series
}

function buildLadder(rng: Rng, basePrice: number, minBuyNum: number): LadderPrice[] {
  const first = Math.max(0.05, round2(basePrice * rng.float(0.8, 1.3)))
  const ladder: LadderPrice[] = [{ minQty: minBuyNum, price: first }]
  const tiers = rng.chance(0.6) ? 3 : 2
  let qty = minBuyNum * rng.pick([5, 10] as const)
  let price = first
  for (let tier = 1; tier < tiers; tier++) {
    price = Math.min(round2(price * rng.float(0.88, 0.96)), round2(price - 0.01))
    ladder.push({ minQty: qty, price: Math.max(0.01, price) })
    qty *= rng.pick([2, 4, 5] as const)
  }
  return ladder
}

function productionOf(
  rng: Rng,
  stockType: GoodsRecord['stockType'],
): { state: ProductionState; arrivalAt: number } {
  if (stockType === 'inStock') return { state: 'inStock', arrivalAt: 0 }
  const state = rng.pick(['semiFinished', 'awaitingProduction', 'inProduction', 'inTransit'] as const)
  const days =
    state === 'inTransit'
      ? rng.int(10, 40)
      : state === 'semiFinished'
        ? rng.int(15, 30)
        : state === 'inProduction'
          ? rng.int(25, 50)
          : rng.int(40, 75)
  return { state, arrivalAt: MOCK_EPOCH + days * DAY }
}

function logisticsHtml(goods: GoodsRecord, port: string): string {
  const items: string[] = []
  if (goods.stockType === 'inStock') {
    items.push('Mercancía en existencia en almacén bajo depósito aduanero, lista para despacho.')
  } else if (goods.productionState === 'inTransit') {
    items.push(
      `Mercancía en tránsito por la ruta marítima directa China–Cuba; llegada estimada ${isoDate(goods.arrivalAt)}. Puede comprarse antes de su llegada.`,
    )
  } else {
    items.push(
      `Pedido con reserva: se paga un depósito, el proveedor prepara la mercancía y el pago final se realiza antes de la recogida (fecha estimada ${isoDate(goods.arrivalAt)}).`,
    )
  }
  items.push('Despacho aduanero digital en 3 a 5 días, frente a 25–30 días del trámite tradicional.')
  items.push(`Ruta marítima directa China–Cuba con salida desde el puerto de ${port}.`)
  items.push(
    `Pedido mínimo: ${goods.minBuyNum} (unidad de venta: ${goods.saleUnit}); las compras se hacen en múltiplos del pedido mínimo.`,
  )
  return `<h3>Logística y entrega</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

function buildMembers(): MemberRecord[] {
  const base = {
    password: MOCK_PASSWORD,
    country: 'Cuba',
    creditLimit: 0,
    isSubAccount: false,
    payPassword: MOCK_PAY_PASSWORD,
  }
  const rows: [string, 1 | 2 | 3, number, string, string, string, string][] = [
    [
      'comprador',
      3,
      2,
      'comprador_cubaimport',
      'Carlos Manuel Rodríguez Pérez',
      'Importadora Caribe S.A.',
      '52345678',
    ],
    ['personal', 1, 2, 'personal_habana01', 'Ana Laura Martínez Díaz', '', '53456789'],
    ['disenador', 2, 2, 'disenador_vedado', 'Javier Ernesto Gómez Leyva', '', '54567890'],
    [
      'moroso',
      3,
      2,
      'moroso_comercial',
      'Roberto Luis Fernández Cruz',
      'Comercializadora Oriente S.A.',
      '55678901',
    ],
    ['nuevo', 1, 0, 'nuevo_usuario01', 'Yanelis Castro Ruiz', '', '56789012'],
    ['revision', 1, 1, 'revision_cliente', 'Miguel Ángel Suárez Vega', '', '57890123'],
    [
      'rechazada',
      3,
      4,
      'rechazada_empresa',
      'Daniela Torres Hernández',
      'Construcciones Varadero S.R.L.',
      '58901234',
    ],
  ]
  return rows.map(
    ([local, memberType, dofipayRegisterStatus, memberName, memberTrueName, companyName, mobile], i) => {
      const member: MemberRecord = {
        ...base,
        memberId: i + 1,
        email: `${local}@example.com`,
        memberName,
        memberTrueName,
        memberType,
        dofipayRegisterStatus,
        companyName,
        mobile,
        invoiceTitle: companyName || memberTrueName,
      }
      // balance, credit used and points: the opening ledger entries of mocks/seed/wallets.ts
      if (local === 'comprador') Object.assign(member, { creditLimit: 10000 })
      // moroso's overdue bill is the month of its opening credit entry, a year ago (mocks/lib/credit-bills.ts)
      if (local === 'moroso') Object.assign(member, { creditLimit: 5000 })
      return member
    },
  )
}

function buildSettings(): SettingRecord[] {
  const pairs: [string, string][] = [
    ['basic_site_name', 'Mercado Mayorista China–Cuba'],
    ['main_admin_top_logo', '/mock-images/logo.svg'],
    ['mobile_site_url', 'https://m.mercado-mayorista.example'],
    ['chat_app_url', 'https://wa.me/5350000000'],
    ['chat_service_url', 'https://chat.mercado-mayorista.example'],
    ['main_site_url', 'https://www.mercado-mayorista.example'],
    ['image_host', '/mock-images'],
    ['social_page_url', 'https://www.facebook.com/mercadomayorista.example'],
    ['photo_page_url', 'https://www.instagram.com/mercadomayorista.example'],
    ['points_unit', '100'],
    ['points_max_share', '0.1'],
    ['points_per_usd', '100'],
    ['sample_monthly_count', '10'],
    ['sample_monthly_amount', '500'],
    // SPEC.md §9 EUR as reference (issue 16 item 10): EUR per USD
    ['eur_per_usd', '0.92'],
  ]
  return pairs.map(([name, value]) => ({ name, value }))
}

/** Builds every seeded record as plain data (pure and deterministic). */
export function buildSeedData(): SeedData {
  const steps = seedDataSteps()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The same, one leaf category at a time: the browser's start-up gives the page back in between. */
async function buildSeedDataInSlices(): Promise<SeedData> {
  const steps = seedDataSteps()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await breathe()
  }
}

function* seedDataSteps(): Generator<void, SeedData> {
  const rng = new Rng(SEED)
  const { categories, leaves } = buildCategories()
  const brands: BrandRecord[] = BRANDS.map(([brandName, country], i) => ({
    brandId: i + 1,
    brandName,
    initial: brandName.charAt(0).toUpperCase(),
    country,
  }))
  const series = buildSeries(rng, leaves, brands)
  const stores = buildStores(rng)
  const goods: GoodsRecord[] = []
  const products: ProductRecord[] = []

  for (const leaf of leaves) {
    const [, nounsText, variantsText, saleUnit, basePrice, minBuyNum, weight, materials] = leaf.row
    const [, usage, materialLabel, certs, guarantee] = leaf.level1Row
    const [variantLabel, variants] = labelled(variantsText)
    const [axisLabel, axisValues] = labelled(leaf.axis)
    const [guaranteeLabel, guaranteeValues] = labelled(guarantee)
    const combos = rng.shuffle(
      list(nounsText).flatMap((noun) => variants.map((variant) => [noun, variant] as const)),
    )
    const leafSeries = series.filter((row) => row.categoryId === leaf.categoryId)
    const leafStores = coveringLeaf(stores, (store) => ALL_STORES[store.storeId - 1]?.[3] ?? [], leaf)
    const count = rng.chance(0.5) ? 5 : 4

    for (let i = 0; i < count; i++) {
      const goodsId = goods.length + 1
      const [noun, variant] = combos[i % combos.length] ?? ['', '']
      const seriesRow = rng.pick(leafSeries)
      const brandName = brands[seriesRow.brandId - 1]?.brandName ?? ''
      const goodsName = i < combos.length ? `${noun} ${variant}` : `${noun} ${variant} ${brandName}`
      const storeChoices =
        goodsId === XSS_PROBE_GOODS_ID ? leafStores.filter((store) => store.isOpen) : leafStores
      const store = rng.pick(storeChoices)
      const stockType = rng.chance(0.65) ? 'inStock' : 'reserved'
      const production = productionOf(rng, stockType)
      const ladder = buildLadder(rng, basePrice, minBuyNum)
      const lastQty = ladder[ladder.length - 1]?.minQty ?? minBuyNum
      const origin = rng.chance(0.04) ? 'Vietnam' : rng.chance(0.04) ? 'México' : 'China'
      const port = rng.pick(PORTS)

      const attributes = [
        { name: variantLabel, value: variant },
        { name: materialLabel, value: rng.pick(list(materials)) },
        { name: 'Certificación', value: rng.sample(list(certs), rng.int(1, 2)).join(', ') },
      ]
      if (rng.chance(0.7)) attributes.push({ name: guaranteeLabel, value: rng.pick(guaranteeValues) })
      if (rng.chance(0.6)) attributes.push({ name: 'Embalaje', value: rng.pick(PACKAGING) })
      if (rng.chance(0.5)) {
        const side = () => rng.int(2, 24) * 5
        attributes.push({ name: 'Dimensiones del bulto', value: `${side()} x ${side()} x ${side()} cm` })
      }

      const brief = `${goodsName} de la marca ${brandName}, ${rng.pick(BRIEF_OPENERS)} ${usage}.`
      const record: GoodsRecord = {
        goodsId,
        goodsName,
        storeId: store.storeId,
        categoryId: leaf.categoryId,
        brandId: seriesRow.brandId,
        seriesId: seriesRow.seriesId,
        stockType,
        productionState: production.state,
        state: 1,
        minBuyNum,
        saleUnit,
        ladder,
        purchaseLimit: rng.chance(0.06) ? lastQty * rng.int(1, 3) : 0,
        sales: rng.int(0, 400) * minBuyNum,
        createdAt: MOCK_EPOCH - rng.int(0, 365 * 86_400) * 1000,
        isNew: false,
        origin,
        weightKg: round2(weight * rng.float(0.85, 1.15)),
        arrivalAt: production.arrivalAt,
        brief,
        detailHtml: '',
        attributes,
        imageSeed: rng.int(1, 999_999),
      }
      const specs = attributes
        .map(({ name, value }) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`)
        .join('')
      record.detailHtml =
        `<h3>Descripción del producto</h3><p>${escapeHtml(brief)} Fabricado en ${escapeHtml(origin)} bajo control de ` +
        `calidad en cada lote, con documentación lista para la importación.</p>` +
        `<h3>Especificaciones</h3><ul>${specs}</ul>` +
        logisticsHtml(record, port) +
        (goodsId === XSS_PROBE_GOODS_ID ? XSS_PAYLOAD : '')
      goods.push(record)

      // SKUs along the level-2 axis
      const skuCount = Math.min(rng.pick([1, 2, 2, 3, 3, 3, 4, 4] as const), axisValues.length)
      const axisPicks: (string | undefined)[] =
        skuCount === 1 ? [undefined] : rng.sample(axisValues, skuCount)
      const firstPrice = ladder[0]?.price ?? basePrice
      const stockUnit = minBuyNum < 10 ? 10 : minBuyNum
      const maxStock = basePrice >= 200 ? 2000 : basePrice >= 40 ? 10_000 : 50_000
      axisPicks.forEach((axisValue, index) => {
        const price = Math.max(0.01, round2(firstPrice * (1 + rng.int(-10, 10) / 100)))
        const wanted = Math.round(50 * Math.pow(maxStock / 50, rng.next()))
        const stock = rng.chance(0.05) ? 0 : Math.max(stockUnit, Math.round(wanted / stockUnit) * stockUnit)
        products.push({
          productId: products.length + 1,
          goodsId,
          productCode: `PC-${String(goodsId).padStart(6, '0')}-${index + 1}`,
          specValues:
            axisValue === undefined
              ? `${variantLabel}: ${variant}`
              : `${variantLabel}: ${variant} · ${axisLabel}: ${axisValue}`,
          price,
          marketPrice: round2(price * rng.float(1.08, 1.4)),
          stock,
        })
        // once each SKU's own picture seed; a SKU now shows its goods' picture (issue 15 item 9), and the draw
        // stays so that every later value of this seed version is the one the tests know
        rng.int(1, 999_999)
      })
    }
    yield
  }

  // "New" = the 40 most recent goods
  const byRecency = goods.slice().sort((a, b) => b.createdAt - a.createdAt || a.goodsId - b.goodsId)
  for (const row of byRecency.slice(0, 40)) row.isNew = true

  // Comprador's cart: 3 lines from 2 open stores, plus 1 sample line from a third store
  const storeById = new Map(stores.map((store) => [store.storeId, store]))
  const skus = skusByGoods(products)
  const sellable = goods
    .filter(
      (row) =>
        row.stockType === 'inStock' &&
        row.purchaseLimit === 0 &&
        row.goodsId !== XSS_PROBE_GOODS_ID &&
        storeById.get(row.storeId)?.isOpen === true,
    )
    .map((row) => ({
      row,
      sku: skus.get(row.goodsId)?.find((sku) => sku.stock >= row.minBuyNum * 5),
    }))
    .filter((entry): entry is { row: GoodsRecord; sku: ProductRecord } => entry.sku !== undefined)
  const chosen: { row: GoodsRecord; sku: ProductRecord }[] = []
  const storeA = rng.pick(
    stores.filter((s) => sellable.filter((e) => e.row.storeId === s.storeId).length >= 2),
  )
  chosen.push(
    ...rng.sample(
      sellable.filter((e) => e.row.storeId === storeA.storeId),
      2,
    ),
  )
  const others = sellable.filter((e) => e.row.storeId !== storeA.storeId)
  const lineB = rng.pick(others)
  chosen.push(lineB)
  const sampleEntry = rng.pick(others.filter((e) => e.row.storeId !== lineB.row.storeId))
  const cartLines: CartLineRecord[] = chosen.map(({ row, sku }, i) => ({
    cartId: i + 1,
    memberId: 1,
    productId: sku.productId,
    buyNum: row.minBuyNum,
    isChecked: 1,
    addedAt: MOCK_EPOCH,
  }))
  const sampleCartLines: CartLineRecord[] = [
    {
      cartId: 1,
      memberId: 1,
      productId: sampleEntry.sku.productId,
      buyNum: 1,
      isChecked: 1,
      addedAt: MOCK_EPOCH,
    },
  ]

  // About 12 goods off shelf (never the probe nor a goods in a cart)
  const reserved = new Set([XSS_PROBE_GOODS_ID, ...chosen.map((e) => e.row.goodsId), sampleEntry.row.goodsId])
  for (const row of rng.sample(
    goods.filter((g) => !reserved.has(g.goodsId)),
    12,
  ))
    row.state = 0

  return {
    members: withSupplierAccount(withDesignerApplicants(withSubAccounts(buildMembers()))),
    categories,
    brands,
    series,
    stores,
    goods,
    products,
    cartLines,
    sampleCartLines,
    settings: buildSettings(),
  }
}

const insertAll = <T>(collection: Parameters<typeof insertMany<T>>[0], rows: readonly T[]) =>
  insertMany(collection, rows, breathe)

/** Clears every collection of db and fills it with the deterministic seed. */
export async function seedDatabase(): Promise<void> {
  for (const collection of Object.values(db)) collection.clear()
  const data = await buildSeedDataInSlices()
  await insertAll(db.members, data.members)
  await seedOpeningBalances(data.members)
  await insertAll(db.categories, data.categories)
  await insertAll(db.brands, data.brands)
  await insertAll(db.series, data.series)
  await insertAll(db.stores, data.stores)
  await insertAll(db.goods, data.goods)
  await insertAll(db.products, data.products)
  await insertAll(db.cartLines, data.cartLines)
  await insertAll(db.sampleCartLines, data.sampleCartLines)
  await insertAll(db.settings, data.settings)
  await insertAll(db.reviews, buildReviews(data))
  await breathe()
  const storeContent = buildStoreContent(data)
  await insertAll(db.storeProfiles, storeContent.storeProfiles)
  await insertAll(db.storeNews, storeContent.storeNews)
  await breathe()
  const site = buildSiteContent(data)
  await insertAll(db.coupons, site.coupons)
  await insertAll(db.couponReceipts, site.couponReceipts)
  await insertAll(db.information, site.information)
  await insertAll(db.contentPages, site.contentPages)
  await insertAll(db.faqs, site.faqs)
  await insertAll(db.decoModules, site.decoModules)
  await insertAll(db.topics, site.topics)
  // the seeded accounts' points are their opening figures: the history earns none (mocks/lib/points.ts)
  await withoutPointAwards(async () => {
    await seedOrders(data, site)
    await breathe()
    await seedMemberCoupons()
    await breathe()
    await seedOrderHistory(data)
  })
  await breathe()
  await seedMemberNotices()
  await breathe()
  await insertAll(db.memberArticles, buildMemberArticles(MOCK_EPOCH))
  await seedContracts()
  await breathe()
  await seedInquiries()
  await seedTenders()
  await insertAll(db.vouchers, buildVouchers())
  await seedCardVouchers(data.members)
  await insertAll(db.pointCategories, POINT_CATEGORIES)
  await insertAll(db.pointGoods, buildPointGoods(MOCK_EPOCH))
  await seedSampleApplies()
  await seedMaterialCodes()
  await seedDesigners()
  await seedIdentity()
  await seedProjects()
  await seedOptimizations()
}
