/**
 * The map lander's projection in the browser: the conformal conic projection of d3-geo
 * (`geoConicConformal`), with the parameters that `scripts/make-country-maps.ts` fitted to the
 * country's map and checked against d3-geo, in a few lines instead of the library.
 */
export interface MapProjection {
  /** The central meridian, in degrees. */
  lambda0: number;
  /** The cone's constant and its radius factor. */
  n: number;
  f: number;
  /** Scale and translation into the map's viewBox. */
  k: number;
  tx: number;
  ty: number;
}

const RADIANS = Math.PI / 180;

/** [x, y] in the map's viewBox of a latitude and longitude in degrees. */
export function project(projection: MapProjection, latitude: number, longitude: number): [number, number] {
  let lambda = (longitude - projection.lambda0) * RADIANS;
  if (lambda > Math.PI) lambda -= 2 * Math.PI;
  else if (lambda < -Math.PI) lambda += 2 * Math.PI;
  const limit = Math.PI / 2 - 1e-6;
  const phi = Math.max(-limit, Math.min(limit, latitude * RADIANS));
  const { n, f, k, tx, ty } = projection;
  const r = f / Math.pow(Math.tan((Math.PI / 2 + phi) / 2), n);
  return [tx + k * r * Math.sin(n * lambda), ty - k * (f - r * Math.cos(n * lambda))];
}
