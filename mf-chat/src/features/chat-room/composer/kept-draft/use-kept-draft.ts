import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@app/shared/stores/user';
import { dropKeptDraft, keepDraft, readKeptDraft } from './kept-draft-storage';

export interface KeptDraft {
  /** Whether to ask "Send your message now?": a kept text is back and can be paid now. */
  offer: boolean;
  /** Keeps the text for after the purchase (on the way to /credits). */
  keep: () => void;
  /** The member answered (sent it, or "Not now"): no more question; the text stays in the composer. */
  settle: () => void;
}

/**
 * A chat's text kept while the member buys credits: stored on the way to /credits, back in the
 * composer when the chat opens again, and offered for sending once the member's credits pay for it.
 * Nothing is sent without the member's answer.
 */
export function useKeptDraft({
  profileId,
  draft,
  onDraftChange,
  short,
}: {
  profileId: number;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The next message cannot be paid now. */
  short: boolean;
}): KeptDraft {
  const memberId = useStore($user)?.profile?.id ?? null;
  // Read once, when the chat opens: the text kept on the way to /credits.
  const [kept] = useState(() => (memberId === null ? null : readKeptDraft(memberId, profileId)));
  const [settled, setSettled] = useState(false);
  const restored = useRef(false);

  // Back into the composer once (later edits stay the member's own).
  useEffect(() => {
    if (kept === null || memberId === null || restored.current) return;
    restored.current = true;
    onDraftChange(kept);
    dropKeptDraft(memberId, profileId);
  }, [kept, memberId, profileId, onDraftChange]);

  const keep = useCallback(() => {
    if (memberId !== null) keepDraft(memberId, profileId, draft);
  }, [memberId, profileId, draft]);
  const settle = useCallback(() => setSettled(true), []);

  return { offer: kept !== null && !settled && !short && draft.trim() !== '', keep, settle };
}
