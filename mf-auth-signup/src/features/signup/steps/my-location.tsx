import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import type { GeocodeResponse } from '@app/shared/contract';
import { $geo, locate, refreshGeoPermission } from '@app/shared/stores/geo';

export interface MyLocationProps {
  /** A geocode answer to fill the form with; answers false when the site does not serve its country. */
  onFound: (geocode: GeocodeResponse) => boolean;
}

/**
 * "Use my location": the permission states of spec section 4 each with their own text (unsupported,
 * unknown or prompt, granted, denied), then the browser's position geocoded by the server. With the
 * permission already granted it locates at once.
 */
export function MyLocation({ onFound }: MyLocationProps) {
  const { t } = useTranslation('auth');
  const { permission } = useStore($geo);
  const [status, setStatus] = useState<'idle' | 'locating' | 'found' | 'failed' | 'outside'>('idle');
  const [place, setPlace] = useState('');

  const onFoundRef = useRef(onFound);
  const locating = useRef(false);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  const find = useCallback(async () => {
    if (locating.current) return;
    locating.current = true;
    setStatus('locating');
    const geocode = await locate();
    locating.current = false;
    if (!geocode) return setStatus('failed');
    if (!onFoundRef.current(geocode)) return setStatus('outside');
    setPlace([geocode.city.name, geocode.region?.name].filter(Boolean).join(', '));
    setStatus('found');
  }, []);

  // With the permission already granted, locating needs no question: it happens on arrival.
  useEffect(() => {
    let current = true;
    void refreshGeoPermission().then((state) => {
      if (current && state === 'granted') void find();
    });
    return () => {
      current = false;
    };
  }, [find]);

  if (permission === 'unsupported') {
    return <p className="text-body-secondary">{t('signup.location.unsupported')}</p>;
  }
  return (
    <div className="mb-4" aria-live="polite">
      {permission === 'denied' && status !== 'found' ? (
        <div className="alert alert-warning">{t('signup.location.denied')}</div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void find()}
            aria-disabled={status === 'locating'}
          >
            {status === 'locating' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {status === 'locating' ? t('signup.location.locating') : t('signup.location.useMyLocation')}
          </button>
          {status === 'idle' && <span className="small text-body-secondary">{t('signup.location.orChoose')}</span>}
        </div>
      )}
      {status === 'found' && <div className="alert alert-success mb-0">{t('signup.location.found', { place })}</div>}
      {status === 'failed' && permission !== 'denied' && (
        <div className="alert alert-warning mb-0">{t('signup.location.notFound')}</div>
      )}
      {status === 'outside' && <div className="alert alert-warning mb-0">{t('signup.location.outside')}</div>}
    </div>
  );
}
