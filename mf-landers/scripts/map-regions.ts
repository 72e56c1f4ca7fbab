/**
 * The site's countries (see `LANGUAGES_BY_COUNTRY` in `@app/shared/contract/languages`) as
 * `make-country-maps.ts` draws them: the ISO 3166-1 numeric code of Natural Earth's country, the
 * region of the map (west, south, east, north in degrees: overseas parts, far islands, Alaska and
 * Hawaii fall outside and are left out, and members there are listed beside the map), and two
 * places whose projection is checked against d3-geo.
 */
export const MAP_REGIONS: Record<
  string,
  { numeric: string; box: readonly [number, number, number, number]; check: ReadonlyArray<[number, number]> }
> = {
  NL: {
    numeric: '528',
    box: [3, 50.6, 7.4, 53.7],
    check: [
      [4.9, 52.4],
      [5.7, 50.9],
    ],
  },
  BE: {
    numeric: '056',
    box: [2.5, 49.4, 6.5, 51.6],
    check: [
      [4.4, 50.8],
      [5.6, 50.6],
    ],
  },
  FR: {
    numeric: '250',
    box: [-5.2, 41.3, 9.7, 51.2],
    check: [
      [2.4, 48.9],
      [5.4, 43.3],
    ],
  },
  IT: {
    numeric: '380',
    box: [6.6, 35.4, 18.6, 47.1],
    check: [
      [12.5, 41.9],
      [9.2, 45.5],
    ],
  },
  ES: {
    numeric: '724',
    box: [-9.4, 35.9, 4.4, 43.8],
    check: [
      [-3.7, 40.4],
      [2.2, 41.4],
    ],
  },
  DE: {
    numeric: '276',
    box: [5.8, 47.2, 15.1, 55.1],
    check: [
      [13.4, 52.5],
      [11.6, 48.1],
    ],
  },
  AT: {
    numeric: '040',
    box: [9.5, 46.3, 17.2, 49.1],
    check: [
      [16.4, 48.2],
      [11.4, 47.3],
    ],
  },
  IE: {
    numeric: '372',
    box: [-10.7, 51.4, -5.9, 55.4],
    check: [
      [-6.3, 53.3],
      [-8.5, 51.9],
    ],
  },
  GB: {
    numeric: '826',
    box: [-8.7, 49.8, 1.8, 60.9],
    check: [
      [-0.1, 51.5],
      [-4.3, 55.9],
    ],
  },
  CA: {
    numeric: '124',
    box: [-141, 41.6, -52.6, 83.2],
    check: [
      [-79.4, 43.7],
      [-123.1, 49.3],
    ],
  },
  PL: {
    numeric: '616',
    box: [14.1, 49, 24.2, 54.9],
    check: [
      [21, 52.2],
      [19.9, 50.1],
    ],
  },
  AU: {
    numeric: '036',
    box: [112.9, -43.7, 153.7, -10.6],
    check: [
      [151.2, -33.9],
      [115.9, -32],
    ],
  },
  NZ: {
    numeric: '554',
    box: [166.4, -47.3, 178.6, -34.4],
    check: [
      [174.8, -36.8],
      [172.6, -43.5],
    ],
  },
  CH: {
    numeric: '756',
    box: [5.9, 45.8, 10.5, 47.8],
    check: [
      [8.5, 47.4],
      [6.1, 46.2],
    ],
  },
  DK: {
    numeric: '208',
    box: [8, 54.5, 15.2, 57.8],
    check: [
      [12.6, 55.7],
      [10.2, 56.2],
    ],
  },
  FI: {
    numeric: '246',
    box: [20.5, 59.7, 31.6, 70.1],
    check: [
      [24.9, 60.2],
      [25.5, 65],
    ],
  },
  NO: {
    numeric: '578',
    box: [4.6, 57.9, 31.1, 71.2],
    check: [
      [10.8, 59.9],
      [5.3, 60.4],
    ],
  },
  SE: {
    numeric: '752',
    box: [11, 55.3, 24.2, 69.1],
    check: [
      [18.1, 59.3],
      [13, 55.6],
    ],
  },
  US: {
    numeric: '840',
    box: [-124.8, 24.4, -66.9, 49.4],
    check: [
      [-74, 40.7],
      [-118.2, 34.1],
    ],
  },
};
