import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../../db/database';
import { findServerKey, insertServerKeyOnce } from './server-key.repository';

/** The web push key pair (RFC 8292), base64url as the Push API and web-push libraries take it. */
export interface VapidKeys {
  /** The uncompressed P-256 point (0x04 ‖ x ‖ y, 65 bytes): `applicationServerKey` of subscribe(). */
  publicKey: string;
  /** The private scalar d (32 bytes). */
  privateKey: string;
}

const VAPID_KEY_NAME = 'vapid';

/** A new P-256 key pair in the VAPID encoding. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}

/**
 * The server's VAPID keys: made at first start and stored in the database, so that every process
 * and every restart signs with the same pair (a new pair would void every browser's subscription).
 * Two processes starting together both insert; the first insert wins and both read it back.
 */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  let stored = await findServerKey(db, VAPID_KEY_NAME);
  if (!stored) {
    const fresh = generateVapidKeys();
    await insertServerKeyOnce(db, { name: VAPID_KEY_NAME, public_key: fresh.publicKey, private_key: fresh.privateKey });
    stored = await findServerKey(db, VAPID_KEY_NAME);
    if (!stored) throw new Error('the VAPID keys could not be stored');
  }
  return { publicKey: stored.public_key, privateKey: stored.private_key };
}
