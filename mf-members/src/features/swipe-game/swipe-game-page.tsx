import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { LoadState } from '@app/shared/ui/load-state';
import { NobodyHere } from '../../common/nobody-here';
import { LikesLeft } from './components/likes-left';
import { SwipeCard } from './components/swipe-card';
import { swipeKeyAction } from './swipe-keys';
import { useSwipeGame } from './use-swipe-game';

/**
 * /swipe-game: one candidate at a time with Like and Pass (also ArrowRight and ArrowLeft), the likes
 * left today (SWIPE_GAME_LIKES_PER_DAY, counted by the server) and, when they are used up, when they
 * come back. Passing stays possible.
 */
export function SwipeGamePage() {
  const { t } = useTranslation('members');
  const game = useSwipeGame();
  const { swipe, state } = game;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = swipeKeyAction(event);
      if (!action) return;
      event.preventDefault();
      swipe(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [swipe]);

  const candidate = state?.profile ?? null;
  const noLikes = state?.likes_left === 0;

  return (
    <div className="container py-4">
      <div className="mx-auto" style={{ maxWidth: '24rem' }}>
        <h1 className="h3 mb-1 text-center">{t('swipeGame.title')}</h1>
        <p className="text-body-secondary text-center mb-3">{t('swipeGame.intro')}</p>
        {state && <LikesLeft likesLeft={state.likes_left} resetsAt={state.resets_at} />}
        {(game.error || (!state && game.busy)) && <LoadState error={game.error} onRetry={game.reload} />}
        {state && !candidate && (
          <NobodyHere text={t('swipeGame.noCandidates')} linkText={t('swipeGame.browseMembers')} />
        )}
        {candidate && (
          <>
            <SwipeCard profile={candidate} />
            <div className="d-flex gap-3 mt-3" role="group" aria-label={t('swipeGame.actions')}>
              <button
                type="button"
                className="btn btn-lg btn-outline-dark flex-fill"
                aria-keyshortcuts="ArrowLeft"
                disabled={game.busy}
                onClick={() => swipe('pass')}
              >
                <span aria-hidden="true">✕ </span>
                {t('swipeGame.pass')}
              </button>
              <button
                type="button"
                className="btn btn-lg btn-primary flex-fill"
                aria-keyshortcuts="ArrowRight"
                disabled={game.busy || noLikes}
                onClick={() => swipe('like')}
              >
                <span aria-hidden="true">♥ </span>
                {t('swipeGame.like')}
              </button>
            </div>
            <p className="small text-body-secondary text-center mt-2 mb-0">{t('swipeGame.keyboardHint')}</p>
          </>
        )}
      </div>
    </div>
  );
}
