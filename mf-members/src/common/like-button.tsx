import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import type { Profile } from '@app/shared/contract';
import { setLike } from '@app/shared/stores/chats';
import { HeartIcon } from '@app/shared/ui/icons';

export interface LikeButtonProps {
  profile: Profile;
  /** The member likes this profile. */
  liked: boolean;
  /** This profile likes the member: the button offers a like back. */
  likesMe: boolean;
  /** The like changed (the server's answer). */
  onLiked?: (liked: boolean) => void;
  /** In a card among others: small, full width, and the member's name in its accessible name. */
  compact?: boolean;
}

/**
 * Likes or unlikes a member (POST or DELETE /api/like.php); the likes reload shortly after, and a
 * like back that makes a match opens the match modal.
 */
export function LikeButton({ profile, liked, likesMe, onLiked, compact = false }: LikeButtonProps) {
  const { t } = useTranslation('members');
  const [current, setCurrent] = useState(liked);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setLike(profile, !current);
      setCurrent(answer.liked);
      onLiked?.(answer.liked);
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };

  const label = current ? t('likeButton.unlike') : likesMe ? t('likeButton.likeBack') : t('likeButton.like');
  return (
    <>
      <button
        type="button"
        className={`btn ${compact ? 'btn-sm w-100' : ''} ${current ? 'btn-outline-primary' : 'btn-primary'}`}
        aria-pressed={current}
        aria-label={compact ? `${label}: ${profile.name}` : undefined}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={current} size={18} className="me-1 align-text-bottom" />
        {label}
      </button>
      {error && (
        <p role="alert" className="small text-danger w-100 mt-1 mb-0">
          {t(error, { ns: 'common' })}
        </p>
      )}
    </>
  );
}
