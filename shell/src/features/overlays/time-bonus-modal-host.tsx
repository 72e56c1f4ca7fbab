import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { MEMBERS_AREA_ROUTES, REMOTES, TIME_BONUS } from '@app/shared/contract';
import { $dismissals, dismiss } from '../../stores/dismissals';
import { $matchModal } from '@app/shared/stores/match-modal';
import { $timeBonus, type TimeBonusState } from '@app/shared/stores/time-bonus';
import { $user } from '@app/shared/stores/user';
import { useRouteInfo } from '../../app/route-info';
import { RemoteOverlay } from './remote-overlay';

/** What mf-payments' `./TimeBonusModal` takes (the shell cannot import the remote's types). */
interface TimeBonusModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * True once a member has been in the members area (spec section 2) for TIME_BONUS.modalDelayMs
 * without leaving it. Kept outside the components: the members area spans the default and the chat
 * layout (/members, /chats), and moving between them must not restart the 40 s.
 */
export const $timeBonusModalDue = atom(false);
/** True from the first time the modal opens: only then is the remote loaded, and then it is kept. */
export const $timeBonusModalRequested = atom(false);
/**
 * How long into the members area the time bonus is asked for: after the first page's own requests and
 * largest paint (issue 14), long before the modal needs it.
 */
export const TIME_BONUS_ASK_AFTER_MS = 2_000;
/** True from TIME_BONUS_ASK_AFTER_MS into the members area. */
const $timeBonusWanted = atom(false);
/** What the host reads before then: nothing, so a first page asks no time bonus. */
const $notWantedYet = atom<TimeBonusState | null>(null);

let inMembersArea = false;
let dueTimer: ReturnType<typeof setTimeout> | undefined;
let askTimer: ReturnType<typeof setTimeout> | undefined;
let mountedHosts = 0;

/** Entering the members area starts the 40 s; leaving it stops them, so coming back starts anew. */
function setInMembersArea(inside: boolean): void {
  if (inside === inMembersArea) return;
  inMembersArea = inside;
  clearTimeout(dueTimer);
  clearTimeout(askTimer);
  $timeBonusModalDue.set(false);
  if (!inside) return;
  dueTimer = setTimeout(() => $timeBonusModalDue.set(true), TIME_BONUS.modalDelayMs);
  if (!$timeBonusWanted.get()) askTimer = setTimeout(() => $timeBonusWanted.set(true), TIME_BONUS_ASK_AFTER_MS);
}

function isMembersArea(routeName: string): boolean {
  return (MEMBERS_AREA_ROUTES as readonly string[]).includes(routeName);
}

/** Tells the members-area timer where the member is; a layout without a host counts as outside. */
function useMembersAreaTimer(inside: boolean): void {
  useEffect(() => setInMembersArea(inside), [inside]);
  useEffect(() => {
    mountedHosts += 1;
    return () => {
      mountedHosts -= 1;
      // A layout change unmounts one host and mounts the next in the same commit: only when none
      // follows (a lander or empty layout) has the member left the members area.
      setTimeout(() => {
        if (mountedHosts === 0) setInMembersArea(false);
      }, 0);
    };
  }, []);
}

/**
 * Hosts mf-payments' `./TimeBonusModal` (default and chat layouts): it opens 40 s after a member
 * enters the members area, only with 0 credits, a running time bonus and no dismissal before (spec
 * sections 4 and 9), and never over the match modal (it waits for it). Closing it in any way is a
 * timestamped dismissal. The time bonus is asked for TIME_BONUS_ASK_AFTER_MS into the members area,
 * and the remote is loaded only when the modal is about to show.
 */
export function TimeBonusModalHost() {
  const { routeName } = useRouteInfo();
  const user = useStore($user);
  const dismissed = useStore($dismissals).timeBonusModal !== undefined;
  const matchModalOpen = Boolean(useStore($matchModal).profile);
  const due = useStore($timeBonusModalDue);
  const bonus = useStore(useStore($timeBonusWanted) ? $timeBonus : $notWantedYet);
  const requested = useStore($timeBonusModalRequested);
  const inside = Boolean(user) && isMembersArea(routeName);
  useMembersAreaTimer(inside);

  const open = due && inside && user?.credits === 0 && Boolean(bonus?.isVisible) && !dismissed && !matchModalOpen;
  useEffect(() => {
    if (open) $timeBonusModalRequested.set(true);
  }, [open]);

  if (!requested && !open) return null;
  return (
    <RemoteOverlay<TimeBonusModalProps>
      remote={REMOTES['mf-payments']}
      exposed="TimeBonusModal"
      props={{ open, onClose: () => dismiss('timeBonusModal') }}
    />
  );
}
