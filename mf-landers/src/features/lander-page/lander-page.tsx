import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderAnswer } from '@app/shared/contract/landers';
import { Navigate, useLocation } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { $signedUpHere, useReturningMember } from '../../common/returning-member';
import { useAnswer } from '../../common/use-answer';
import { usePageTitle } from '../../common/use-page-title';
import { DesignFallback, DesignView, preloadDesign } from './design-view';
import { landerAddress, landerFromPath, type DesignType } from './lander-path';

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

/** `/landers/<type>/<slug?>`: the type and slug come from the path (the route names only the slug). */
export function LanderPage() {
  const { pathname } = useLocation();
  const address = landerFromPath(pathname) ?? { type: 'gallery', slug: null };
  return <LanderScreen type={address.type} slug={address.slug} />;
}

/** `/landers/tinderswipe`: the swipe demo lander (no campaign slug). */
export function TinderswipePage() {
  return <LanderScreen type="tinderswipe" slug={null} />;
}
