import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { PHOTO_UPLOAD } from '@app/shared/contract/photo-constants';
import { $settings } from '@app/shared/stores/settings';
import { apiErrors } from '@app/shared/ui/form-errors';
import { uploadPhoto } from '../../../common/photos/api';
import { photoUrl } from '@app/shared/contract/photo-url';
import { photoFileProblem } from '../../../common/photos/photo-file';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';

const PREVIEW_SIZE = 200;

/**
 * The photo step: a photo is uploaded as soon as it is chosen (POST /api/photos.php with the raw
 * file), then shown as the server stored it. Says when location data was removed. Skippable.
 */
export function PhotoStep({ profile, onSaved, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locationRemoved, setLocationRemoved] = useState(false);
  const main = profile.photos.find((photo) => photo.is_main) ?? profile.photos[0];

  async function choose(file: File | undefined) {
    if (!file || busy) return;
    setError(null);
    setLocationRemoved(false);
    const problem = photoFileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const answer = await uploadPhoto(file);
      onSaved({ ...profile, photos: answer.photos, photo_limit: answer.limit });
      setLocationRemoved(answer.location_removed);
    } catch (failure) {
      setError(apiErrors(failure).message ?? 'errors.photo_invalid');
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (main) nav.onNext();
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('signup.photo.intro')}</p>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3 mb-3">
        <div
          className="rounded-3 bg-body-secondary d-flex align-items-center justify-content-center overflow-hidden flex-shrink-0"
          style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
        >
          {main ? (
            <img
              src={photoUrl(settings?.cdn_prefix ?? '/', main.thumb_filename)}
              alt={t('signup.photo.previewAlt')}
              width={PREVIEW_SIZE}
              height={PREVIEW_SIZE}
              className="w-100 h-100"
              style={{ objectFit: 'cover' }}
              data-testid="photo-preview"
            />
          ) : (
            <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" className="text-body-tertiary">
              <path
                fill="currentColor"
                d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
              />
            </svg>
          )}
        </div>
        <div className="flex-grow-1 w-100">
          <label htmlFor={inputId} className="form-label">
            {main ? t('signup.photo.change') : t('signup.photo.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            className={`form-control ${error ? 'is-invalid' : ''}`}
            accept={PHOTO_UPLOAD.types.join(',')}
            aria-invalid={Boolean(error)}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <div id={`${inputId}-hint`} className="form-text">
            {t('signup.photo.hint', { mb: Math.round(PHOTO_UPLOAD.maxBytes / 1024 / 1024), px: PHOTO_UPLOAD.minSide })}
          </div>
          {busy && (
            <div className="d-flex align-items-center gap-2 mt-2" role="status">
              <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
              {t('signup.photo.uploading')}
            </div>
          )}
        </div>
      </div>
      <FormMessage message={error ? { key: error } : null} />
      {main && !busy && !error && <FormMessage variant="success" message={{ key: 'auth:signup.photo.uploaded' }} />}
      {locationRemoved && <FormMessage variant="info" message={{ key: 'auth:signup.photo.locationRemoved' }} />}
      <StepActions nav={{ ...nav, onSkip: main ? undefined : nav.onSkip }} busy={busy} canSubmit={Boolean(main)} />
    </form>
  );
}
