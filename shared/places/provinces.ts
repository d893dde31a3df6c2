/**
 * Philippine provinces and cities for address fields (~140 entries): the 82 provinces, Metro Manila's
 * cities and municipality, and the highly urbanized cities. Reference data, not from the spec (which
 * does not reproduce its list): see docs/decisions.md.
 */
export interface Place {
  name: string;
  region: string;
  kind: 'province' | 'city';
}

// [name, region code, kind]  region codes (2024): NCR, CAR, I, II, III, IV-A, MIMAROPA, V, VI, NIR, VII,
// VIII, IX, X, XI, XII, XIII, BARMM. NIR = Negros Island Region (RA 12000, 2024): Negros Occidental,
// Negros Oriental, Siquijor, Bacolod, Dumaguete. Sulu kept under BARMM (the 2024 Supreme Court ruling
// excluding it left its region unsettled). Pateros is a municipality, listed with kind 'c'.
// Groups: 82 provinces; 33 highly urbanized cities (16 NCR) + Pateros; 5 independent component cities
// (Santiago, Dagupan, Naga, Ormoc, Cotabato City); 22 large component cities.
const rows: ReadonlyArray<readonly [string, string, 'p' | 'c']> = [
  // CAR
  ['Abra', 'CAR', 'p'],
  ['Apayao', 'CAR', 'p'],
  ['Benguet', 'CAR', 'p'],
  ['Ifugao', 'CAR', 'p'],
  ['Kalinga', 'CAR', 'p'],
  ['Mountain Province', 'CAR', 'p'],
  ['Baguio', 'CAR', 'c'],
  // I
  ['Ilocos Norte', 'I', 'p'],
  ['Ilocos Sur', 'I', 'p'],
  ['La Union', 'I', 'p'],
  ['Pangasinan', 'I', 'p'],
  ['Dagupan', 'I', 'c'],
  ['Laoag', 'I', 'c'],
  // II
  ['Batanes', 'II', 'p'],
  ['Cagayan', 'II', 'p'],
  ['Isabela', 'II', 'p'],
  ['Nueva Vizcaya', 'II', 'p'],
  ['Quirino', 'II', 'p'],
  ['Santiago', 'II', 'c'],
  ['Tuguegarao', 'II', 'c'],
  // III
  ['Aurora', 'III', 'p'],
  ['Bataan', 'III', 'p'],
  ['Bulacan', 'III', 'p'],
  ['Nueva Ecija', 'III', 'p'],
  ['Pampanga', 'III', 'p'],
  ['Tarlac', 'III', 'p'],
  ['Zambales', 'III', 'p'],
  ['Angeles', 'III', 'c'],
  ['Olongapo', 'III', 'c'],
  ['San Jose del Monte', 'III', 'c'],
  ['Malolos', 'III', 'c'],
  ['Tarlac City', 'III', 'c'],
  ['Cabanatuan', 'III', 'c'],
  // IV-A
  ['Batangas', 'IV-A', 'p'],
  ['Cavite', 'IV-A', 'p'],
  ['Laguna', 'IV-A', 'p'],
  ['Quezon', 'IV-A', 'p'],
  ['Rizal', 'IV-A', 'p'],
  ['Lucena', 'IV-A', 'c'],
  ['Antipolo', 'IV-A', 'c'],
  ['Dasmariñas', 'IV-A', 'c'],
  ['Bacoor', 'IV-A', 'c'],
  ['Imus', 'IV-A', 'c'],
  ['Calamba', 'IV-A', 'c'],
  ['Santa Rosa', 'IV-A', 'c'],
  ['Biñan', 'IV-A', 'c'],
  ['Batangas City', 'IV-A', 'c'],
  ['Lipa', 'IV-A', 'c'],
  // MIMAROPA
  ['Marinduque', 'MIMAROPA', 'p'],
  ['Occidental Mindoro', 'MIMAROPA', 'p'],
  ['Oriental Mindoro', 'MIMAROPA', 'p'],
  ['Palawan', 'MIMAROPA', 'p'],
  ['Romblon', 'MIMAROPA', 'p'],
  ['Puerto Princesa', 'MIMAROPA', 'c'],
  ['Calapan', 'MIMAROPA', 'c'],
  // V
  ['Albay', 'V', 'p'],
  ['Camarines Norte', 'V', 'p'],
  ['Camarines Sur', 'V', 'p'],
  ['Catanduanes', 'V', 'p'],
  ['Masbate', 'V', 'p'],
  ['Sorsogon', 'V', 'p'],
  ['Naga', 'V', 'c'],
  ['Legazpi', 'V', 'c'],
  // VI
  ['Aklan', 'VI', 'p'],
  ['Antique', 'VI', 'p'],
  ['Capiz', 'VI', 'p'],
  ['Guimaras', 'VI', 'p'],
  ['Iloilo', 'VI', 'p'],
  ['Iloilo City', 'VI', 'c'],
  // NIR
  ['Negros Occidental', 'NIR', 'p'],
  ['Negros Oriental', 'NIR', 'p'],
  ['Siquijor', 'NIR', 'p'],
  ['Bacolod', 'NIR', 'c'],
  ['Dumaguete', 'NIR', 'c'],
  // VII
  ['Bohol', 'VII', 'p'],
  ['Cebu', 'VII', 'p'],
  ['Cebu City', 'VII', 'c'],
  ['Lapu-Lapu', 'VII', 'c'],
  ['Mandaue', 'VII', 'c'],
  ['Tagbilaran', 'VII', 'c'],
  // VIII
  ['Biliran', 'VIII', 'p'],
  ['Eastern Samar', 'VIII', 'p'],
  ['Leyte', 'VIII', 'p'],
  ['Northern Samar', 'VIII', 'p'],
  ['Samar', 'VIII', 'p'],
  ['Southern Leyte', 'VIII', 'p'],
  ['Tacloban', 'VIII', 'c'],
  ['Ormoc', 'VIII', 'c'],
  // IX
  ['Zamboanga del Norte', 'IX', 'p'],
  ['Zamboanga del Sur', 'IX', 'p'],
  ['Zamboanga Sibugay', 'IX', 'p'],
  ['Zamboanga City', 'IX', 'c'],
  ['Pagadian', 'IX', 'c'],
  // X
  ['Bukidnon', 'X', 'p'],
  ['Camiguin', 'X', 'p'],
  ['Lanao del Norte', 'X', 'p'],
  ['Misamis Occidental', 'X', 'p'],
  ['Misamis Oriental', 'X', 'p'],
  ['Cagayan de Oro', 'X', 'c'],
  ['Iligan', 'X', 'c'],
  // XI
  ['Davao de Oro', 'XI', 'p'],
  ['Davao del Norte', 'XI', 'p'],
  ['Davao del Sur', 'XI', 'p'],
  ['Davao Occidental', 'XI', 'p'],
  ['Davao Oriental', 'XI', 'p'],
  ['Davao City', 'XI', 'c'],
  ['Tagum', 'XI', 'c'],
  // XII
  ['Cotabato', 'XII', 'p'],
  ['Sarangani', 'XII', 'p'],
  ['South Cotabato', 'XII', 'p'],
  ['Sultan Kudarat', 'XII', 'p'],
  ['General Santos', 'XII', 'c'],
  ['Koronadal', 'XII', 'c'],
  // XIII
  ['Agusan del Norte', 'XIII', 'p'],
  ['Agusan del Sur', 'XIII', 'p'],
  ['Dinagat Islands', 'XIII', 'p'],
  ['Surigao del Norte', 'XIII', 'p'],
  ['Surigao del Sur', 'XIII', 'p'],
  ['Butuan', 'XIII', 'c'],
  // BARMM
  ['Basilan', 'BARMM', 'p'],
  ['Lanao del Sur', 'BARMM', 'p'],
  ['Maguindanao del Norte', 'BARMM', 'p'],
  ['Maguindanao del Sur', 'BARMM', 'p'],
  ['Sulu', 'BARMM', 'p'],
  ['Tawi-Tawi', 'BARMM', 'p'],
  ['Cotabato City', 'BARMM', 'c'],
  // NCR
  ['Caloocan', 'NCR', 'c'],
  ['Las Piñas', 'NCR', 'c'],
  ['Makati', 'NCR', 'c'],
  ['Malabon', 'NCR', 'c'],
  ['Mandaluyong', 'NCR', 'c'],
  ['Manila', 'NCR', 'c'],
  ['Marikina', 'NCR', 'c'],
  ['Muntinlupa', 'NCR', 'c'],
  ['Navotas', 'NCR', 'c'],
  ['Parañaque', 'NCR', 'c'],
  ['Pasay', 'NCR', 'c'],
  ['Pasig', 'NCR', 'c'],
  ['Pateros', 'NCR', 'c'],
  ['Quezon City', 'NCR', 'c'],
  ['San Juan', 'NCR', 'c'],
  ['Taguig', 'NCR', 'c'],
  ['Valenzuela', 'NCR', 'c'],
];

// Sorted when the module loads, so without Intl: building a collator loads ICU's collation data,
// ~40 ms of a phone's start-up (localeCompare built one per comparison). The names are ASCII but for
// ñ, which English collation sorts as n; a test checks this is Intl.Collator('en')'s order. Each
// name's key is made once (not twice per comparison: ~2,000 of them, ~5 ms of a phone's start-up).
const sortKey = (name: string) => name.toLowerCase().replace(/ñ/g, 'n');

export const PLACES: readonly Place[] = rows
  .map(([name, region, k]) => [sortKey(name), { name, region, kind: k === 'p' ? 'province' : 'city' }] as const)
  .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
  .map(([, place]) => place);

export const PLACE_NAMES: readonly string[] = PLACES.map((p) => p.name);
