import type { CityTable } from './cities';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
/** Grid cells of one degree: 180 rows of 360 columns. */
const COLUMNS = 360;
const ROWS = 180;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function cellRow(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor(lat + 90)));
}

function cellColumn(lon: number): number {
  return ((Math.floor(lon + 180) % COLUMNS) + COLUMNS) % COLUMNS;
}

/**
 * Nearest-city search over a one-degree grid, built once: the cities sorted by cell, with each cell's
 * start offset. A query scans only the cells within the search radius (a few hundred cities).
 */
export class CityIndex {
  private readonly cellStart = new Int32Array(ROWS * COLUMNS + 1);
  private readonly order: Int32Array;

  constructor(readonly cities: CityTable) {
    const cellOf = new Int32Array(cities.size);
    for (let i = 0; i < cities.size; i++) {
      cellOf[i] = cellRow(cities.latitude[i]!) * COLUMNS + cellColumn(cities.longitude[i]!);
      this.cellStart[cellOf[i]! + 1]! += 1;
    }
    for (let c = 1; c < this.cellStart.length; c++) this.cellStart[c]! += this.cellStart[c - 1]!;
    const next = this.cellStart.slice(0, ROWS * COLUMNS);
    this.order = new Int32Array(cities.size);
    for (let i = 0; i < cities.size; i++) this.order[next[cellOf[i]!]!++] = i;
  }

  /** The nearest city within maxKm of the point, with its distance; null when there is none. */
  nearest(lat: number, lon: number, maxKm: number): { index: number; distanceKm: number } | null {
    const { latitude, longitude } = this.cities;
    const latSpan = maxKm / KM_PER_DEGREE;
    const rowFrom = cellRow(lat - latSpan);
    const rowTo = cellRow(lat + latSpan);
    // Longitude degrees shrink towards the poles: widen by the cosine of the latitude nearest a pole.
    const extremeLat = Math.min(89.9, Math.max(Math.abs(lat - latSpan), Math.abs(lat + latSpan)));
    const lonSpan = latSpan / Math.cos(toRadians(extremeLat));
    const columns = lonSpan >= 180 ? COLUMNS : Math.floor(lon + lonSpan) - Math.floor(lon - lonSpan) + 1;
    const columnFrom = lonSpan >= 180 ? 0 : cellColumn(lon - lonSpan);
    let best = -1;
    let bestKm = maxKm;
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let step = 0; step < Math.min(columns, COLUMNS); step++) {
        const cell = row * COLUMNS + ((columnFrom + step) % COLUMNS);
        for (let k = this.cellStart[cell]!; k < this.cellStart[cell + 1]!; k++) {
          const i = this.order[k]!;
          const km = distanceKm(lat, lon, latitude[i]!, longitude[i]!);
          if (km <= bestKm) {
            best = i;
            bestKm = km;
          }
        }
      }
    }
    return best < 0 ? null : { index: best, distanceKm: bestKm };
  }
}
