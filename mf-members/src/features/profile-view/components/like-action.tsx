import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@app/shared/api';
import type { MemberProfile } from '@app/shared/contract';
import { setLike } from '@app/shared/stores/chats';
import { HeartIcon } from './icons';

/** Likes or unlikes the member (POST or DELETE /api/like.php); a like back opens the match modal. */
export function LikeAction({ profile, onLiked }: { profile: MemberProfile; onLiked: (liked: boolean) => void }) {
  const { t } = useTranslation('members');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      onLiked((await setLike(profile, !profile.liked)).liked);
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };

  const label = profile.liked
    ? t('profileView.unlike')
    : profile.liked_me
      ? t('profileView.likeBack')
      : t('profileView.like');
  return (
    <>
      <button
        type="button"
        className={`btn ${profile.liked ? 'btn-outline-primary' : 'btn-primary'}`}
        aria-pressed={profile.liked}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={profile.liked} />
        {label}
      </button>
      {error && (
        <p role="alert" className="small text-danger w-100 mb-0">
          {t(error, { ns: 'common' })}
        </p>
      )}
    </>
  );
}
