import { atom } from 'nanostores';
import type { LiveClientFrame, LiveEvent } from '../contract/live-events';

/**
 * The live-update connection (architecture section 4) as the rest of the front end sees it. The shell
 * starts it when a member logs in (`startLive`) and stops it on logout; remotes only listen and send.
 *
 * - `open`: the socket is connected and in sync.
 * - `connecting`: (re)connecting with backoff; events missed meanwhile arrive after reconnect.
 * - `unavailable`: no socket (blocked by a proxy, old server): the spec's polling and push carry on.
 * - `stopped`: logged out.
 */
export type LiveStatus = 'stopped' | 'connecting' | 'open' | 'unavailable';
export const $liveStatus = atom<LiveStatus>('stopped');

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every live event (stored and ephemeral); returns the unsubscribe function. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands an event to every listener; the connection calls this (and tests). */
export function emitLive(event: LiveEvent): void {
  // A snapshot: a listener that unsubscribes or subscribes another meanwhile changes the next event only.
  for (const listener of Array.from(listeners)) listener(event);
}

type Sender = (frame: LiveClientFrame) => boolean;
let sender: Sender | null = null;

/** The connection registers how frames reach the server; null when it stops. */
export function setLiveSender(next: Sender | null): void {
  sender = next;
}

/** Sends a frame (typing, a delivery receipt); false when the socket is not open (nothing is queued). */
export function sendLive(frame: LiveClientFrame): boolean {
  return sender ? sender(frame) : false;
}
