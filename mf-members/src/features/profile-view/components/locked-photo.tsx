import type { CSSProperties } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { LockIcon } from '@app/shared/ui/icons';

/** A blurred, generic silhouette: no real picture of the member exists in the page. */
const BLURRED: CSSProperties = {
  position: 'absolute',
  inset: '-20%',
  background:
    'radial-gradient(circle at 50% 38%, #f4c6d3 0 16%, transparent 17%), ' +
    'radial-gradient(ellipse at 50% 95%, #e58aa7 0 38%, transparent 39%), linear-gradient(160deg, #b0305c, #6d1b3a)',
  filter: 'blur(14px)',
};

/**
 * A private photo the viewer may not see: the server sends no file for it, so this is a blurred
 * generic picture with a lock and "premium only".
 */
export function LockedPhoto({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('members');
  return (
    <span className="position-absolute top-0 start-0 w-100 h-100 overflow-hidden d-block">
      <span style={BLURRED} aria-hidden="true" />
      <span
        className="position-absolute top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center text-white"
        style={{ textShadow: '0 1px 3px rgb(0 0 0 / 60%)' }}
      >
        <LockIcon size={compact ? 20 : 48} />
        <span
          className={`fw-semibold text-center px-1 ${compact ? 'lh-1 mt-1' : 'fs-5 mt-2'}`}
          style={compact ? { fontSize: '0.65rem' } : undefined}
        >
          {t('profileView.premiumOnly')}
        </span>
      </span>
    </span>
  );
}
