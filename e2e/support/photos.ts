import sharp from 'sharp';

/** Where the test photo was "taken": the GPS position its EXIF carries. */
export const PHOTO_GPS = { latitude: '52/1 22/1 30/1', longitude: '4/1 53/1 0/1' } as const;

/** A camera JPEG (1200 × 900) whose EXIF names the camera and the GPS position it was taken at. */
export async function photoWithGps(): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 214, g: 96, b: 140 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><circle cx="600" cy="420" r="260" fill="#f8d7e3"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'E2ECam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHOTO_GPS.longitude,
      },
    })
    .toBuffer();
  if (!(await hasGps(photo))) throw new Error('the test photo lost its GPS data before the upload');
  return photo;
}

/** Whether an image carries EXIF with a GPS IFD (tag 0x8825), in either byte order. */
export async function hasGps(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** Whether an image carries any metadata a photo could leak (EXIF, XMP, IPTC). */
export async function hasMetadata(image: Buffer): Promise<boolean> {
  const { exif, xmp, iptc } = await sharp(image).metadata();
  return Boolean(exif ?? xmp ?? iptc);
}
