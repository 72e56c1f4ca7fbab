import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useNavigate } from '@app/shared/router';
import { registerNamespace } from '@app/shared/i18n';
import { $matchModal, closeMatchModal } from '@app/shared/stores/match-modal';
import { Modal } from '@app/shared/ui/modal';
import { loadCatalogue } from '../../locales/load-catalogue';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';
import { MATCH_MODAL_BUTTON_EVENT, MATCH_MODAL_PHOTO_EVENT, raiseMatchModalEvent } from './match-modal-events';

// The shell may load this module without the remote's routes: its texts come along.
registerNamespace('members', loadCatalogue);

/**
 * The match modal (exposed as `./MatchModal`; the shell renders it, `$matchModal` opens it): the
 * member who liked the member, with photo, text and a button (spec section 4). A backdrop click or
 * Escape closes it; a click on the photo or the button does not close it but raises its own event
 * (`match-modal:photo`, `match-modal:button` on window) and, unless a listener cancels it, goes to
 * the profile or the chat (the shell closes the modal when the page changes).
 */
export default function MatchModal() {
  const { t } = useTranslation('members');
  const { profile, match } = useStore($matchModal);
  const navigate = useNavigate();
  if (!profile) return null;

  const go = (event: MouseEvent, name: Parameters<typeof raiseMatchModalEvent>[0], path: string) => {
    event.stopPropagation();
    if (raiseMatchModalEvent(name, profile.id)) void navigate(path);
  };

  return (
    <Modal
      open
      size="sm"
      onClose={closeMatchModal}
      title={match ? t('likes.modal.matchTitle') : t('likes.modal.likeTitle')}
      className="match-modal"
    >
      <div className="text-center" data-testid="match-modal">
        <button
          type="button"
          className="btn p-0 border-0 rounded-circle overflow-hidden shadow mx-auto d-block mb-3"
          style={{ width: 'min(60vw, 200px)' }}
          aria-label={t('likes.modal.photo', { name: profile.name })}
          data-testid="match-modal-photo"
          onClick={(event) => go(event, MATCH_MODAL_PHOTO_EVENT, `/members/${profile.id}`)}
        >
          <ProfilePhoto profile={profile} size="main" />
        </button>
        <p className="lead">
          {match
            ? t('likes.modal.matchText', { name: profile.name })
            : t('likes.modal.likeText', { name: profile.name })}{' '}
          <FictionalMark profile={profile} />
        </p>
        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          data-testid="match-modal-button"
          onClick={(event) => go(event, MATCH_MODAL_BUTTON_EVENT, `/members/${profile.id}/chat`)}
        >
          {t('likes.modal.button', { name: profile.name })}
        </button>
      </div>
    </Modal>
  );
}
