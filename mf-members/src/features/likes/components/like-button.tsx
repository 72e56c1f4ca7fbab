import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@app/shared/api';
import type { Profile } from '@app/shared/contract';
import { setLike } from '@app/shared/stores/chats';

/**
 * Likes or unlikes a member (POST or DELETE /api/like.php); the likes reload shortly after, and a
 * like back that makes a match opens the match modal.
 */
export function LikeButton({ profile, liked, likesMe }: { profile: Profile; liked: boolean; likesMe: boolean }) {
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
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };

  const label = current ? t('likes.unlike') : likesMe ? t('likes.likeBack') : t('likes.like');
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm w-100 ${current ? 'btn-outline-primary' : 'btn-primary'}`}
        aria-pressed={current}
        aria-label={`${label}: ${profile.name}`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{current ? '♥ ' : '♡ '}</span>
        {label}
      </button>
      {error && (
        <p role="alert" className="small text-danger mt-1 mb-0">
          {t(error, { ns: 'common' })}
        </p>
      )}
    </>
  );
}
