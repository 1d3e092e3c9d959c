// Every place a listing can be in: the neighbourhoods of Freetown's west, centre and east that people search
// for, the peninsula's villages and every district headquarters town (plus a few large towns), each with its
// district and region (its parent area: a search for Freetown covers every Western Area Urban place). Names only: the coordinates
// live in locations.ts, which only the map and the server load, so /search and / stay light.

export type RegionKey = 'Freetown' | 'Peninsular' | 'Northern Province' | 'North West Province' | 'Southern Province' | 'Eastern Province';

export interface Region { key: RegionKey; label: string; aliases: readonly string[] }

/** Regions in the order the pickers list them. 'Freetown' and 'Peninsular' keep the spec's filter values. */
export const REGIONS: readonly Region[] = [
  { key: 'Freetown', label: 'Freetown (Western Area Urban)', aliases: ['Western Area Urban', 'Western Urban', 'Free Town'] },
  { key: 'Peninsular', label: 'Peninsula (Western Area Rural)', aliases: ['Western Area Rural', 'Western Rural', 'Peninsula'] },
  { key: 'Northern Province', label: 'Northern Province', aliases: ['Northern', 'North'] },
  { key: 'North West Province', label: 'North West Province', aliases: ['North West', 'North Western', 'Northwest'] },
  { key: 'Southern Province', label: 'Southern Province', aliases: ['Southern', 'South'] },
  { key: 'Eastern Province', label: 'Eastern Province', aliases: ['Eastern', 'East'] },
];

/** Districts by region. The two Western Area districts are their regions, so they have no entry of their own. */
export const DISTRICTS: Readonly<Record<string, RegionKey>> = {
  'Western Area Urban': 'Freetown',
  'Western Area Rural': 'Peninsular',
  Bombali: 'Northern Province', Tonkolili: 'Northern Province', Koinadugu: 'Northern Province', Falaba: 'Northern Province',
  'Port Loko': 'North West Province', Kambia: 'North West Province', Karene: 'North West Province',
  Bo: 'Southern Province', Bonthe: 'Southern Province', Moyamba: 'Southern Province', Pujehun: 'Southern Province',
  Kenema: 'Eastern Province', Kailahun: 'Eastern Province', Kono: 'Eastern Province',
};

export interface Place { name: string; district: string; region: RegionKey; aliases: readonly string[] }

// [name, district, other spellings people type]
const PLACE_ROWS: ReadonlyArray<readonly [string, string, string?]> = [
  ['Freetown', 'Western Area Urban'], ['Aberdeen', 'Western Area Urban'], ['Murray Town', 'Western Area Urban', 'Murraytown'],
  ['Wilberforce', 'Western Area Urban'], ['Hill Station', 'Western Area Urban'], ['Lumley', 'Western Area Urban'],
  ['Juba', 'Western Area Urban', 'Juba Hill'], ['Goderich', 'Western Area Urban'], ['Brookfields', 'Western Area Urban', 'Brookfield'],
  ['Tengbeh Town', 'Western Area Urban', 'Tengbe Town|Tengbeh'], ['Congo Town', 'Western Area Urban', 'Congotown'],
  ['Kingtom', 'Western Area Urban'], ['Tower Hill', 'Western Area Urban'], ['Cline Town', 'Western Area Urban', 'Clinetown'],
  ['Fourah Bay', 'Western Area Urban'], ['Kissy', 'Western Area Urban'], ['Wellington', 'Western Area Urban'],
  ['Calaba Town', 'Western Area Urban', 'Calabatown'], ['Leicester', 'Western Area Urban'],
  ['Signal Hill', 'Western Area Urban'], ['Cockerill', 'Western Area Urban'], ['Kaningo', 'Western Area Urban'],
  ['Kroo Town', 'Western Area Urban', 'Krootown|Kru Town'], ['Ascension Town', 'Western Area Urban', 'Ascensiontown'],
  ['New England', 'Western Area Urban', 'New England Ville|New Englandville'], ['Dworzark', 'Western Area Urban', 'Dwarzark'],
  ['Mountain Cut', 'Western Area Urban'], ['Foulah Town', 'Western Area Urban', 'Foulahtown|Fula Town'], ['Ginger Hall', 'Western Area Urban'],
  ['Portee', 'Western Area Urban'], ['Rokupa', 'Western Area Urban'], ['Allen Town', 'Western Area Urban', 'Allentown'],
  ['Regent', 'Western Area Rural'], ['Jui', 'Western Area Rural'], ['Grafton', 'Western Area Rural'],
  ['Hastings', 'Western Area Rural'], ['Waterloo', 'Western Area Rural'], ['Lakka', 'Western Area Rural'],
  ['Sussex', 'Western Area Rural'], ['York', 'Western Area Rural'], ['River Number Two', 'Western Area Rural', 'River No. 2|River No 2'],
  ['Tokeh', 'Western Area Rural'], ['Kent', 'Western Area Rural'],
  ['Hamilton', 'Western Area Rural'], ['Babadorie', 'Western Area Rural', 'Babadori|Baba Dorie'], ['Gloucester', 'Western Area Rural'],
  ['Bathurst', 'Western Area Rural'], ['Kossoh Town', 'Western Area Rural', 'Kossohtown|Kosso Town|Kossotown'],
  ['Benguema', 'Western Area Rural'], ['Newton', 'Western Area Rural'], ['Tombo', 'Western Area Rural'],
  ['Bureh Town', 'Western Area Rural', 'Burehtown|Bureh Beach'],
  ['Makeni', 'Bombali', 'Makenie'], ['Magburaka', 'Tonkolili'], ['Mile 91', 'Tonkolili', 'Mile Ninety One|Yonibana'],
  ['Bumbuna', 'Tonkolili'], ['Kabala', 'Koinadugu'], ['Bendugu', 'Falaba'], ['Falaba', 'Falaba'],
  ['Port Loko', 'Port Loko', 'Portloko'], ['Lunsar', 'Port Loko'], ['Lungi', 'Port Loko'], ['Kambia', 'Kambia'],
  ['Rokupr', 'Kambia'], ['Kamakwie', 'Karene', 'Kamakwe'],
  ['Bo', 'Bo', 'Bo Town'], ['Moyamba', 'Moyamba'], ['Bonthe', 'Bonthe'], ['Mattru Jong', 'Bonthe', 'Mattru|Matru Jong|Matru'],
  ['Pujehun', 'Pujehun'],
  ['Kenema', 'Kenema'], ['Kailahun', 'Kailahun'], ['Segbwema', 'Kailahun'], ['Koidu', 'Kono', 'Koidu Town|Sefadu|Koidu-Sefadu'],
];

export const PLACES: readonly Place[] = PLACE_ROWS.map(([name, district, aliases]) => ({
  name, district, region: DISTRICTS[district]!, aliases: aliases ? aliases.split('|') : [],
}));

/** The values a listing's place may take. */
export const PLACE_NAMES: readonly string[] = PLACES.map((p) => p.name);

/** A district's filter value: "Kono District". Towns keep the bare name ("Bo" is the town, "Bo District" all of it). */
export const districtKey = (district: string) => `${district} District`;

const PROVINCE_DISTRICTS = Object.keys(DISTRICTS).filter((d) => !d.startsWith('Western Area'));

/** Every filter value: places, Freetown and Peninsular (regions as well as places), districts and provinces. */
export const FILTER_VALUES: readonly string[] = [
  ...PLACE_NAMES, 'Peninsular', ...PROVINCE_DISTRICTS.map(districtKey), ...REGIONS.slice(2).map((r) => r.key),
];

/**
 * The places a location filter covers: a region or district all of its places, 'Freetown' every Freetown
 * neighbourhood, a place itself. An unknown value covers nothing (never words of an address).
 */
export function placesForFilter(value: string): string[] {
  const region = REGIONS.find((r) => r.key === value);
  if (region) return PLACES.filter((p) => p.region === region.key).map((p) => p.name);
  const district = PROVINCE_DISTRICTS.find((d) => districtKey(d) === value);
  if (district) return PLACES.filter((p) => p.district === district).map((p) => p.name);
  return PLACE_NAMES.includes(value) ? [value] : [];
}

export interface LocationOption { value: string; label: string }
export interface LocationGroup { label: string; options: LocationOption[] }

/**
 * The Location pickers' groups, one per region. withAreas adds "All of …" rows for the region and its
 * districts (the search filter); the listing form picks one place only.
 */
export function locationGroups(withAreas: boolean): LocationGroup[] {
  return REGIONS.map((region) => {
    const options: LocationOption[] = [];
    const places = PLACES.filter((p) => p.region === region.key);
    if (withAreas) options.push({ value: region.key, label: `All of ${region.label.replace(/ \(.*/, '')}` });
    const districts = [...new Set(places.map((p) => p.district))];
    for (const district of districts) {
      const inDistrict = places.filter((p) => p.district === district);
      if (withAreas && !district.startsWith('Western Area')) {
        options.push({ value: districtKey(district), label: `${district} District (all)` });
      }
      for (const p of inDistrict) {
        const label = districts.length > 1 ? `${p.name} (${district})` : p.name;
        // The place 'Freetown' is the city centre when listed; as a filter the region row stands for it.
        if (!(withAreas && p.name === region.key)) options.push({ value: p.name, label: withAreas || p.name !== 'Freetown' ? label : 'Freetown (city centre)' });
      }
    }
    return { label: region.label, options };
  });
}

/** The area a place is in, as a filter value and a button's words: Freetown, the peninsula or the town's district. */
export function parentAreaOf(name: string): LocationOption | undefined {
  const place = PLACES.find((p) => p.name === name);
  if (!place) return undefined;
  if (place.district.startsWith('Western Area')) {
    return { value: place.region, label: place.region === 'Freetown' ? 'All of Freetown' : 'All of the Peninsula' };
  }
  return { value: districtKey(place.district), label: `All of ${districtKey(place.district)}` };
}

/** What a filter value reads as on a chip or in a sentence: "Freetown (all areas)", "Kono District". */
export function locationLabel(value: string): string {
  if (value === 'Freetown') return 'Freetown (all areas)';
  if (value === 'Peninsular') return 'Peninsula (all villages)';
  return value;
}
