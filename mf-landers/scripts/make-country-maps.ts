/**
 * Makes the maps of the map lander (`src/designs/maplanding/maps/<country>.json`, one lazy chunk per
 * country, and `map-sizes.ts`) from Natural Earth's 1:50m country borders as bundled by `world-atlas`.
 * It runs at build time only, once, and its output is committed: the browser never loads the atlas,
 * topojson-client or d3-geo, only its own country's outline and the projection's parameters.
 *
 *   cd mf-landers && node_modules/.bin/tsx scripts/make-country-maps.ts
 *
 * Each map is a conformal conic projection (parallels at 1/6 and 5/6 of the country's latitudes,
 * centred on its longitude) fitted into a box 600 units wide; the outline is projected, simplified
 * (Douglas-Peucker, 0.7 unit), stripped of islets under 4 square units and written with integer
 * coordinates. The browser projects a member's position with `project()` of `map-projection.ts`,
 * which this script checks against d3-geo for every country.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { geoConicConformal, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { project, type MapProjection } from '../src/designs/maplanding/map-projection';
import { MAP_REGIONS } from './map-regions';

const WIDTH = 600;
const MIN_HEIGHT = 320;
const MAX_HEIGHT = 860;
const PAD = 14;
const TOLERANCE = 0.7;
const MIN_AREA = 4;

const here = import.meta.dirname;
const outDir = path.join(here, '../src/designs/maplanding/maps');
const atlasFile = path.join(here, '../node_modules/world-atlas/countries-50m.json');
const atlas = JSON.parse(readFileSync(atlasFile, 'utf8')) as Topology<{ countries: GeometryCollection }>;

type Point = [number, number];

/** The country's polygons (all geometries with its numeric code) inside its map region. */
function countryShape(numeric: string, box: readonly [number, number, number, number]): Feature<MultiPolygon> {
  const countries = feature(atlas, atlas.objects.countries).features.filter((item) => item.id === numeric);
  const polygons = countries.flatMap((item) => {
    const geometry = item.geometry as Polygon | MultiPolygon;
    return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  });
  const inside = polygons.filter((polygon) => {
    const ring = polygon[0] ?? [];
    const lons = ring.map((point: Position) => point[0]!);
    const lats = ring.map((point: Position) => point[1]!);
    const lon = (Math.min(...lons) + Math.max(...lons)) / 2;
    const lat = (Math.min(...lats) + Math.max(...lats)) / 2;
    return lon >= box[0] && lat >= box[1] && lon <= box[2] && lat <= box[3];
  });
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: inside } };
}

function distanceToSegment(point: Point, from: Point, to: Point): number {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((point[0] - from[0]) * dx + (point[1] - from[1]) * dy) / length)) : 0;
  return Math.hypot(point[0] - from[0] - t * dx, point[1] - from[1] - t * dy);
}

function simplify(points: Point[]): Point[] {
  if (points.length < 3) return points;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = distanceToSegment(points[i]!, points[0]!, points[points.length - 1]!);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= TOLERANCE) return [points[0]!, points[points.length - 1]!];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

function area(ring: Point[]): number {
  let sum = 0;
  ring.forEach((point, i) => {
    const next = ring[(i + 1) % ring.length]!;
    sum += point[0] * next[1] - next[0] * point[1];
  });
  return Math.abs(sum / 2);
}

/** The projected rings of a shape (d3-geo clips and resamples). */
function projectedRings(projection: ReturnType<typeof geoConicConformal>, shape: Feature<MultiPolygon>): Point[][] {
  const rings: Point[][] = [];
  let ring: Point[] = [];
  const sink: GeoStream = {
    point: (x, y) => void ring.push([x, y]),
    lineStart: () => void (ring = []),
    lineEnd: () => void rings.push(ring),
    polygonStart: () => undefined,
    polygonEnd: () => undefined,
    sphere: () => undefined,
  };
  const stream = projection.stream(sink);
  for (const polygon of shape.geometry.coordinates) {
    stream.polygonStart();
    for (const coordinates of polygon) {
      stream.lineStart();
      for (const [lon, lat] of coordinates.slice(0, -1)) stream.point(lon!, lat!);
      stream.lineEnd();
    }
    stream.polygonEnd();
  }
  return rings;
}

/** `M x y l dx dy …z` with integer coordinates, one subpath a ring. */
function svgPath(rings: Point[][]): string {
  return rings
    .map((ring) => {
      const rounded = simplify([...ring, ring[0]!]).map(([x, y]) => [Math.round(x), Math.round(y)] as const);
      const deduplicated = rounded.filter((point, i) => i === 0 || point.join() !== rounded[i - 1]!.join());
      if (deduplicated.length < 4 || area(deduplicated.map(([x, y]) => [x, y])) < MIN_AREA) return '';
      const [first, ...rest] = deduplicated.slice(0, -1);
      let [px, py] = first!;
      const steps = rest.map(([x, y]) => {
        const step = `${x - px} ${y - py}`;
        [px, py] = [x, y];
        return step;
      });
      return `M${first![0]} ${first![1]}l${steps.join(' ')}z`.replace(/ -/g, '-');
    })
    .join('');
}

mkdirSync(outDir, { recursive: true });
const sizes: Record<string, number> = {};
for (const [country, region] of Object.entries(MAP_REGIONS)) {
  const shape = countryShape(region.numeric, region.box);
  const [west, south, east, north] = region.box;
  const lat = (share: number) => south + (north - south) * share;
  const projection = geoConicConformal()
    .parallels([lat(1 / 6), lat(5 / 6)])
    .rotate([-(west + east) / 2, 0])
    .precision(0.2)
    .fitWidth(WIDTH - 2 * PAD, shape);
  let [[, top], [, bottom]] = bounds(projection, shape);
  let height = Math.round(bottom - top) + 2 * PAD;
  if (height > MAX_HEIGHT || height < MIN_HEIGHT) {
    height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height));
    projection.fitExtent(
      [
        [PAD, PAD],
        [WIDTH - PAD, height - PAD],
      ],
      shape,
    );
  } else {
    projection.translate([projection.translate()[0] + PAD, projection.translate()[1] - top + PAD]);
  }
  [[, top], [, bottom]] = bounds(projection, shape);
  const [, y0, y1] = [0, ...projection.parallels()].map((degrees) => (degrees * Math.PI) / 180);
  const tany = (phi: number) => Math.tan((Math.PI / 2 + phi) / 2);
  const n = Math.log(Math.cos(y0!) / Math.cos(y1!)) / Math.log(tany(y1!) / tany(y0!));
  const params: MapProjection = {
    lambda0: projection.rotate()[0] * -1,
    n,
    f: (Math.cos(y0!) * Math.pow(tany(y0!), n)) / n,
    k: projection.scale(),
    tx: projection.translate()[0],
    ty: projection.translate()[1],
  };
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const rounded = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, round(value)])) as never;
  for (const [lon, lat] of region.check) {
    const [ax, ay] = projection([lon, lat])!;
    const [bx, by] = project(rounded, lat, lon);
    if (Math.hypot(ax - bx, ay - by) > 0.5) throw new Error(`${country}: projection differs from d3-geo`);
  }
  const map = { width: WIDTH, height, projection: rounded, outline: svgPath(projectedRings(projection, shape)) };
  writeFileSync(path.join(outDir, `${country.toLowerCase()}.json`), `${JSON.stringify(map, null, 2)}\n`);
  sizes[country] = height;
  console.log(country, height, `${map.outline.length} characters`, Math.round(bottom - top));
}

function bounds(projection: ReturnType<typeof geoConicConformal>, shape: Feature<MultiPolygon>): [Point, Point] {
  const points = projectedRings(projection, shape).flat();
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  ];
}

const sizesFile = path.join(here, '../src/designs/maplanding/map-sizes.ts');
const entries = Object.entries(sizes).map(([country, height]) => `  ${country}: ${height},`);
writeFileSync(
  sizesFile,
  `// Made by scripts/make-country-maps.ts: the height of each country's map (600 units wide).\n` +
    `export const MAP_HEIGHTS: Record<string, number> = {\n${entries.join('\n')}\n};\n`,
);
