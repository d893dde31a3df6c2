/**
 * SAMPLE store and ATM list (README "Sample data"): the spec does not reproduce the bank's list.
 * Generated deterministically from real Philippine municipalities and well-known roads and malls,
 * so filtering behaves realistically; it is not the bank's directory. Seeded by migration 32.
 */
import type { Location, Store } from './index.ts';

/** Municipalities per location with a few landmarks each (roads, malls, business districts). */
const PLACES: Record<Location, [string, string[]][]> = {
  NCR: [
    [
      'Makati City',
      [
        'Ayala Avenue',
        'Legaspi Village',
        'Salcedo Village',
        'Greenbelt',
        'Chino Roces Avenue',
        'Glorietta',
        'Buendia Avenue',
        'Rockwell',
      ],
    ],
    [
      'Taguig City',
      ['BGC High Street', '5th Avenue BGC', 'McKinley Hill', 'Market! Market!', 'Uptown Bonifacio', 'Arca South'],
    ],
    [
      'Pasig City',
      ['Ortigas Center', 'Emerald Avenue', 'Capitol Commons', 'Kapitolyo', 'Tiendesitas', 'San Miguel Avenue'],
    ],
    [
      'Quezon City',
      [
        'Timog Avenue',
        'Cubao',
        'Eastwood City',
        'Tomas Morato',
        'Katipunan Avenue',
        'Fairview',
        'Banawe',
        'Trinoma',
        'Commonwealth Avenue',
        'Visayas Avenue',
      ],
    ],
    ['Manila', ['Binondo', 'Ermita', 'Malate', 'Escolta', 'Sta. Cruz', 'Tondo', 'Sampaloc', 'Quiapo']],
    ['Mandaluyong City', ['Shaw Boulevard', 'Greenfield District', 'Boni Avenue', 'Megamall']],
    ['San Juan City', ['Greenhills', 'Wilson Street', 'Ortigas Avenue']],
    ['Pasay City', ['Macapagal Boulevard', 'SM Mall of Asia', 'Libertad', 'Newport City']],
    ['Parañaque City', ['BF Homes', 'Sucat', 'Aseana City', 'Dr. A. Santos Avenue']],
    ['Las Piñas City', ['Alabang-Zapote Road', 'Almanza', 'Pamplona']],
    ['Muntinlupa City', ['Alabang Town Center', 'Filinvest City', 'Tunasan']],
    ['Caloocan City', ['Monumento', 'Camarin', 'Bagong Silang']],
    ['Malabon City', ['Potrero', 'Concepcion']],
    ['Navotas City', ['North Bay Boulevard', 'San Jose']],
    ['Valenzuela City', ['MacArthur Highway', 'Malinta', 'Marulas']],
    ['Marikina City', ['Marcos Highway', 'Concepcion Uno', 'Riverbanks']],
    ['Pateros', ['Poblacion']],
  ],
  'North Luzon': [
    ['Baguio City', ['Session Road', 'Magsaysay Avenue', 'Burnham Park']],
    ['Dagupan City', ['A.B. Fernandez Avenue', 'Perez Boulevard']],
    ['San Fernando City, La Union', ['Quezon Avenue', 'Ancheta Street']],
    ['Laoag City', ['General Segundo Avenue', 'Rizal Street']],
    ['Vigan City', ['Quezon Avenue', 'Florentino Street']],
    ['Tuguegarao City', ['Bonifacio Street', 'Balzain Highway']],
    ['Santiago City', ['Maharlika Highway', 'Victory Norte']],
    ['Urdaneta City', ['MacArthur Highway', 'Nancayasan']],
    ['Cauayan City', ['Maharlika Highway']],
    ['La Trinidad', ['Km. 5 Pico']],
  ],
  'Central Luzon': [
    ['Angeles City', ['MacArthur Highway', 'Friendship Highway', 'Balibago']],
    ['San Fernando City, Pampanga', ['Dolores', 'Jose Abad Santos Avenue', 'Capitol Boulevard']],
    ['Malolos City', ['Paseo del Congreso', 'Sumapang Matanda']],
    ['Meycauayan City', ['Malhacan', 'Calvario']],
    ['Olongapo City', ['Rizal Avenue', 'Magsaysay Drive']],
    ['Cabanatuan City', ['Maharlika Highway', 'Burgos Avenue']],
    ['Tarlac City', ['F. Tañedo Street', 'MacArthur Highway']],
    ['Balanga City', ['Capitol Drive']],
    ['San Jose del Monte City', ['Tungkong Mangga', 'Muzon']],
    ['Mabalacat City', ['Dau', 'Clark Freeport']],
  ],
  'South Luzon': [
    ['Calamba City', ['National Highway', 'Real', 'Parian']],
    ['Santa Rosa City', ['Nuvali', 'Balibago', 'Tagapo']],
    ['Biñan City', ['South Woods', 'Poblacion']],
    ['Batangas City', ['P. Burgos Street', 'Kumintang']],
    ['Lipa City', ['Ayala Highway', 'C.M. Recto Avenue']],
    ['Lucena City', ['Quezon Avenue', 'Merchan Street']],
    ['Antipolo City', ['Sumulong Highway', 'Circumferential Road']],
    ['Cainta', ['Ortigas Avenue Extension', 'Felix Avenue']],
    ['Bacoor City', ['Aguinaldo Highway', 'Molino Road']],
    ['Dasmariñas City', ['Aguinaldo Highway', 'Salitran']],
    ['Imus City', ['Anabu', 'Bucandala']],
    ['Naga City', ['Magsaysay Avenue', 'Panganiban Drive']],
    ['Legazpi City', ['Rizal Street', 'Landco Business Park']],
    ['Puerto Princesa City', ['Rizal Avenue', 'Malvar Street']],
    ['San Pablo City', ['Rizal Avenue']],
    ['Tagaytay City', ['Aguinaldo Highway']],
  ],
  Visayas: [
    [
      'Cebu City',
      [
        'IT Park',
        'Fuente Osmeña',
        'Mango Avenue',
        'Colon Street',
        'Banilad',
        'Ayala Center Cebu',
        'SM Seaside',
        'Escario Street',
      ],
    ],
    ['Mandaue City', ['A.S. Fortuna Street', 'Banilad', 'Pacific Mall']],
    ['Lapu-Lapu City', ['Mactan', 'Pusok', 'Basak']],
    ['Iloilo City', ['Iznart Street', 'Diversion Road', 'Smallville', 'Jaro']],
    ['Bacolod City', ['Lacson Street', 'Araneta Street', 'Mandalagan']],
    ['Tacloban City', ['Justice Romualdez Street', 'Marasbaras']],
    ['Dumaguete City', ['Perdices Street', 'Silliman Avenue']],
    ['Tagbilaran City', ['CPG Avenue', 'Island City Mall']],
    ['Roxas City', ['Roxas Avenue']],
    ['Ormoc City', ['Real Street']],
    ['Talisay City, Cebu', ['Tabunok']],
  ],
  Mindanao: [
    ['Davao City', ['J.P. Laurel Avenue', 'Lanang', 'Bajada', 'Matina', 'Abreeza', 'C.M. Recto Street', 'Toril']],
    ['Cagayan de Oro City', ['Limketkai Center', 'Corrales Avenue', 'Divisoria', 'Carmen']],
    ['General Santos City', ['Pioneer Avenue', 'National Highway', 'Lagao']],
    ['Zamboanga City', ['Valderosa Street', 'Tetuan', 'Mayor Jaldon Street']],
    ['Butuan City', ['J.C. Aquino Avenue', 'Montilla Boulevard']],
    ['Iligan City', ['Quezon Avenue', 'Tibanga']],
    ['Koronadal City', ['General Santos Drive']],
    ['Tagum City', ['Apokon Road', 'Pioneer Avenue']],
    ['Cotabato City', ['Sinsuat Avenue']],
    ['Surigao City', ['Rizal Street']],
    ['Valencia City', ['Sayre Highway']],
    ['Pagadian City', ['Rizal Avenue']],
  ],
};

const PROVINCE: Record<Location, string> = {
  NCR: 'Metro Manila',
  'North Luzon': 'North Luzon',
  'Central Luzon': 'Central Luzon',
  'South Luzon': 'South Luzon',
  Visayas: 'Visayas',
  Mindanao: 'Mindanao',
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Short town name for store names: "Makati City" -> "Makati", "San Fernando City, Pampanga" -> "San Fernando". */
const town = (m: string) => m.replace(/,.*$/, '').replace(/ City$/, '');

function build(): Store[] {
  const stores: Store[] = [];
  let n = 0;
  for (const [location, places] of Object.entries(PLACES) as [Location, [string, string[]][]][]) {
    for (const [municipality, landmarks] of places) {
      landmarks.forEach((landmark) => {
        n++;
        const name = `${town(municipality)} - ${landmark}`;
        const street = 100 + ((n * 37) % 900);
        const address = `${street} ${landmark}${/Street|Avenue|Road|Highway|Drive|Boulevard/.test(landmark) ? '' : ' Branch Building'}, ${municipality}, ${PROVINCE[location]}`;
        stores.push({
          location,
          store_name: name,
          municipality,
          address,
          store_email: `${slug(town(municipality))}.${slug(landmark)}@sample-ewbank.ph`,
          kind: 'branch',
          atm: n % 7 !== 0,
        });
        // An off-site ATM near every branch (malls, terminals, hospitals).
        {
          const site = ['Mall', 'Transport Terminal', 'Hospital', 'Supermarket', 'Gas Station'][n % 5]!;
          stores.push({
            location,
            store_name: `${town(municipality)} - ${landmark} ${site} ATM`,
            municipality,
            address: `${site} ground floor, ${landmark}, ${municipality}, ${PROVINCE[location]}`,
            store_email: '',
            kind: 'atm',
            atm: true,
          });
        }
      });
    }
  }
  return stores;
}

export const SAMPLE_STORES: readonly Store[] = build();
