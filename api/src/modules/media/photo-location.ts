/** The EXIF tag in IFD0 that points at the GPS IFD (TIFF/EXIF 2.3). */
const GPS_IFD_POINTER = 0x8825;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
/** XMP properties of the `exif:` namespace that carry a position. */
const XMP_GPS = /\bexif:GPS(?:Latitude|Longitude|Altitude)\b/;

/** A bounds-checked reader of TIFF integers in the byte order the header names. */
function tiffReader(tiff: Buffer) {
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) =>
    at >= 0 && at + 2 <= tiff.length ? (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : null;
  const u32 = (at: number) =>
    at >= 0 && at + 4 <= tiff.length ? (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : null;
  return u16(2) === 42 ? { u16, u32 } : null;
}

/**
 * True when raw EXIF (as sharp's `metadata().exif` gives it, with or without the `Exif\0\0`
 * header) has a GPS IFD with at least one entry. Malformed data counts as no position.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER) ? exif.subarray(EXIF_HEADER.length) : exif;
  const read = tiffReader(tiff);
  if (!read) return false;
  const ifd0 = read.u32(4);
  const entries = ifd0 === null ? null : read.u16(ifd0);
  if (ifd0 === null || entries === null) return false;
  for (let index = 0; index < entries; index++) {
    const entry = ifd0 + 2 + index * 12;
    if (read.u16(entry) !== GPS_IFD_POINTER) continue;
    const gpsIfd = read.u32(entry + 8);
    const gpsEntries = gpsIfd === null ? null : read.u16(gpsIfd);
    return gpsEntries !== null && gpsEntries > 0;
  }
  return false;
}

/** True when an image's metadata carries a position: a GPS IFD in its EXIF, or GPS properties in its XMP. */
export function hasLocation(metadata: { exif?: Buffer | undefined; xmp?: Buffer | undefined }): boolean {
  return exifHasGps(metadata.exif) || (metadata.xmp !== undefined && XMP_GPS.test(metadata.xmp.toString('utf8')));
}
