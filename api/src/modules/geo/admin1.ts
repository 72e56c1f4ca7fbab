import type { Admin1Region } from './admin1-region';
import { ADMIN1_REGIONS } from './admin1.data';

const byAdmin1 = new Map(ADMIN1_REGIONS.map((region) => [`${region.country}.${region.admin1}`, region]));

/** The division a city of the dataset lies in, when its country is one the sites list. */
export function admin1Region(country: string, admin1: string): Admin1Region | undefined {
  return byAdmin1.get(`${country}.${admin1}`);
}

export { ADMIN1_REGIONS, type Admin1Region };
