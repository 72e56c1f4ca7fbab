import type { Db } from '../../db/database';
import { listConversions, listLandings, listNetworks, saveNetwork } from './dev-affiliates.repository';
import { unpauseNetwork } from './postback.repository';

/** A conversion as the development page lists it: with its postback, when one is configured. */
export type DevConversion = Awaited<ReturnType<typeof listConversions>>[number];

/** What the development page /dev/affiliates shows: every network, the newest conversions and landings. */
export async function devAffiliatesOverview(db: Db, limit: number) {
  const [networks, conversions, landings] = await Promise.all([
    listNetworks(db),
    listConversions(db, limit),
    listLandings(db, limit),
  ]);
  return { networks, conversions, landings };
}

/** Adds a network, or changes the postback template of one with that name (and unpauses it). */
export function saveDevNetwork(db: Db, name: string, postbackUrl: string): Promise<void> {
  return saveNetwork(db, name, postbackUrl);
}

/** Unpauses a network; false when there is none with that id. */
export function unpauseDevNetwork(db: Db, networkId: number): Promise<boolean> {
  return unpauseNetwork(db, networkId);
}
