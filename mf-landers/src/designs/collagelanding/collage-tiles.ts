/**
 * The collage's tiles: where each sits and how wide it is drawn, for the `sizes` of its photo. A
 * phone shows six tiles in three columns (two big ones), a wider screen nine in six columns (three big
 * ones); the container is at most 1140 px wide (`container-xl`).
 */
export interface CollageTile {
  /** Drawn two columns wide (and two rows high) on a phone / on a wider screen. */
  bigPhone: boolean;
  bigWide: boolean;
  /** Only on a wider screen. */
  wideOnly: boolean;
}

export const COLLAGE_TILES: readonly CollageTile[] = [
  { bigPhone: true, bigWide: true, wideOnly: false },
  { bigPhone: false, bigWide: false, wideOnly: false },
  { bigPhone: false, bigWide: false, wideOnly: false },
  { bigPhone: false, bigWide: true, wideOnly: false },
  { bigPhone: true, bigWide: true, wideOnly: false },
  { bigPhone: false, bigWide: false, wideOnly: false },
  { bigPhone: false, bigWide: false, wideOnly: true },
  { bigPhone: false, bigWide: false, wideOnly: true },
  { bigPhone: false, bigWide: false, wideOnly: true },
];

/** The tiles loaded first: the top of the collage on a phone. */
export const PRIORITY_TILES = 3;

/**
 * The `sizes` of a tile's photo. Without the full nine members the collage is a plain grid of
 * three (phone) or four columns.
 */
export function tileSizes(index: number, full: boolean): string {
  if (!full) return '(min-width: 1200px) 285px, (min-width: 768px) 25vw, 33vw';
  const tile = COLLAGE_TILES[index]!;
  const wide = tile.bigWide
    ? '(min-width: 1200px) 380px, (min-width: 768px) 33vw'
    : '(min-width: 1200px) 190px, (min-width: 768px) 17vw';
  return `${wide}, ${tile.bigPhone ? '67vw' : '33vw'}`;
}
