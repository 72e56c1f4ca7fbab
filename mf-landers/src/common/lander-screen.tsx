import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderAnswer } from '@app/shared/contract/landers';
import { Navigate } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { DesignFallback, DesignView, preloadDesign } from './design-view';
import { landerAddress, type DesignType } from './lander-path';
import { $signedUpHere, useReturningMember } from './returning-member';
import { useAnswer } from './use-answer';
import { usePageTitle } from './use-page-title';

/** Where a returning member goes instead of a lander. */
export const MEMBERS_HOME = '/members';

/**
 * A campaign lander: the campaign (or the type's default) from GET /api/lander.php, shown in the
 * type's design. A member who comes back skips it.
 */
export function LanderScreen({ type, slug }: { type: DesignType; slug: string | null }) {
  const { t } = useTranslation('landers');
  const returning = useReturningMember();
  useState(() => !returning && preloadDesign(type));
  const { data, error, retry } = useAnswer<LanderAnswer>(returning ? null : landerAddress(type, slug));
  usePageTitle(data ? (data.copy.headline ?? t('title.lander')) : null);
  // The sign-up's "signed up here" lasts for the page: a later visit is a returning member's.
  useEffect(() => () => $signedUpHere.set(false), []);
  if (returning) return <Navigate to={MEMBERS_HOME} replace />;
  if (data) return <DesignView lander={data} />;
  if (error) {
    return (
      <div className="container py-4 min-vh-100">
        <h1 className="h4">{t('title.lander')}</h1>
        <LoadState error={error} onRetry={retry} />
      </div>
    );
  }
  return <DesignFallback />;
}
