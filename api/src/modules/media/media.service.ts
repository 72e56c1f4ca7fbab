import { GIFT_IMAGES } from '../reference';

/** The SVG of a gift image by its file name at `/media/gifts/` (`<gift>.svg`), or undefined for no such gift. */
export function giftImage(file: string): string | undefined {
  const match = /^([a-z_]+)\.svg$/.exec(file);
  return match && Object.hasOwn(GIFT_IMAGES, match[1]!) ? GIFT_IMAGES[match[1]!] : undefined;
}
