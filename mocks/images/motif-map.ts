// Which silhouette shows the goods of each category (issue 15 item 9): cement is a sack, boots are a shoe. Keyed
// by the level-3 category names of the seeded catalogue (mocks/seed.ts CATALOGUE); a test proves every level-3
// category has its entry, so a new category cannot fall back to an unrelated picture unnoticed.
import type { Motif } from './motifs'

// prettier-ignore
export const MOTIF_BY_CATEGORY: Readonly<Record<string, Motif>> = {
  // Materiales de construcción
  'Cemento': 'sack', 'Yeso y estuco': 'sack', 'Adhesivos para cerámica': 'sack',
  'Barras corrugadas': 'bars', 'Tubos de acero': 'bars', 'Perfiles de aluminio': 'bars', 'Mallas y alambres': 'roll',
  'Porcelanato': 'tiles', 'Cerámica para pared': 'tiles', 'Pisos vinílicos y laminados': 'tiles',
  'Tejas y láminas': 'sheet', 'Impermeabilizantes': 'bucket', 'Láminas de policarbonato': 'sheet',
  'Ventanas de aluminio': 'window', 'Puertas': 'door', 'Vidrio y espejos': 'window',
  // Energía solar y eléctrica
  'Paneles monocristalinos': 'solar', 'Paneles bifaciales': 'solar', 'Paneles flexibles y portátiles': 'solar',
  'Inversores híbridos': 'device', 'Inversores de red': 'device', 'Controladores de carga': 'device',
  'Baterías de litio': 'battery', 'Baterías de gel y AGM': 'battery', 'Estaciones de energía portátiles': 'battery',
  'Cables solares': 'cable', 'Cables eléctricos': 'cable', 'Extensiones y regletas': 'cable',
  'Interruptores termomagnéticos': 'device', 'Protectores y reguladores de voltaje': 'device',
  'Tableros eléctricos': 'device',
  // Electrodomésticos
  'Refrigeradores': 'fridge', 'Congeladores': 'fridge', 'Exhibidores refrigerados': 'fridge',
  'Aires acondicionados': 'aircon', 'Ventiladores': 'fan', 'Enfriadores y deshumidificadores': 'aircon',
  'Ollas eléctricas': 'pot', 'Cocinas y hornillas': 'pot', 'Hornos y freidoras': 'pot',
  'Pequeños electrodomésticos': 'pot',
  'Lavadoras': 'washer', 'Planchas': 'iron', 'Secadoras y centrífugas': 'washer',
  // Alimentos y bebidas
  'Arroz': 'sack', 'Frijoles y legumbres': 'sack', 'Harinas': 'sack',
  'Aceites comestibles': 'bottle', 'Conservas': 'can', 'Salsas y condimentos': 'bottle',
  'Refrescos y jugos': 'bottle', 'Agua embotellada': 'bottle', 'Café y té': 'sack',
  'Leche en polvo': 'can', 'Galletas y confitería': 'box', 'Pastas alimenticias': 'box',
  // Ferretería y herramientas
  'Taladros y rotomartillos': 'drill', 'Amoladoras y pulidoras': 'drill', 'Sierras eléctricas': 'drill',
  'Soldadoras': 'device',
  'Juegos de herramientas': 'box', 'Martillos y alicates': 'hammer', 'Instrumentos de medición': 'hammer',
  'Tornillos': 'screw', 'Clavos': 'screw', 'Anclajes y pernos': 'screw',
  'Tuberías': 'bars', 'Grifería': 'faucet', 'Bombas de agua': 'device',
  // Textil y calzado
  'Camisetas': 'shirt', 'Pantalones': 'trousers', 'Camisas': 'shirt',
  'Vestidos': 'dress', 'Blusas y tops': 'shirt', 'Ropa interior': 'shirt',
  'Ropa infantil': 'shirt', 'Ropa de bebé': 'shirt', 'Uniformes escolares': 'shirt',
  'Zapatillas deportivas': 'shoe', 'Sandalias y chancletas': 'shoe', 'Calzado de seguridad': 'shoe',
  'Ropa de cama': 'stack', 'Toallas': 'stack', 'Telas por metro': 'roll',
  // Muebles y hogar
  'Sofás': 'sofa', 'Camas y colchones': 'sofa', 'Armarios y cómodas': 'door',
  'Juegos de comedor': 'table', 'Utensilios de cocina': 'pot', 'Vajilla y cristalería': 'pot',
  'Sillas de oficina': 'chair', 'Escritorios': 'table', 'Archivadores y estantes': 'door',
  'Sillas y mesas plásticas': 'chair', 'Sombrillas y hamacas': 'parasol', 'Muebles de ratán': 'sofa',
  // Repuestos automotrices
  'Neumáticos para auto y camioneta': 'tyre', 'Baterías de arranque': 'battery',
  'Neumáticos para moto y triciclo': 'tyre',
  'Filtros': 'can', 'Bujías y encendido': 'disc', 'Correas y embragues': 'tyre',
  'Pastillas y zapatas de freno': 'disc', 'Amortiguadores': 'disc', 'Discos y tambores': 'disc',
  'Aceites de motor': 'jerrycan', 'Refrigerantes y líquidos': 'jerrycan', 'Grasas': 'bucket',
  'Alfombras y fundas': 'box', 'Iluminación automotriz': 'bulb', 'Herramientas de auxilio': 'hammer',
  // Iluminación
  'Bombillos LED': 'bulb', 'Tubos LED': 'bars', 'Paneles LED': 'solar',
  'Farolas solares': 'streetlight', 'Reflectores solares': 'streetlight', 'Lámparas solares portátiles': 'flashlight',
  'Reflectores LED': 'streetlight', 'Campanas industriales': 'streetlight', 'Tiras LED': 'roll',
  'Linternas': 'flashlight', 'Luces de emergencia': 'flashlight', 'Pilas y cargadores': 'battery',
  // Higiene y limpieza
  'Jabones de tocador': 'soap', 'Champú y cuidado del cabello': 'bottle', 'Cuidado bucal': 'soap',
  'Desodorantes': 'bottle',
  'Papel higiénico y toallas': 'paperRoll', 'Pañales y toallitas': 'box', 'Toallas sanitarias': 'box',
  'Detergentes': 'box', 'Desinfectantes': 'bottle', 'Lavavajillas': 'bottle',
  'Utensilios de limpieza': 'mop', 'Bolsas de basura': 'roll', 'Guantes y mascarillas': 'gloves',
}

/** Goods of a category the table does not know (a category added later) are drawn as a box. */
export const FALLBACK_MOTIF: Motif = 'box'
