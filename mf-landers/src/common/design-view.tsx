import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderAnswer } from '@app/shared/contract/landers';
import { designs, type LanderDesignProps } from '../designs';
import { FictionalDisclosure } from './fictional-disclosure';
import { LanderSignup } from './lander-signup/lander-signup';
import { isDesignType, type DesignType } from './lander-path';

// One lazy component per design, made once: each design is its own chunk, fetched only when shown.
const lazyDesigns = Object.fromEntries(
  Object.entries(designs).map(([type, load]) => [type, lazy(load)]),
) as unknown as Record<DesignType, ComponentType<LanderDesignProps>>;

/**
 * Starts fetching a design's chunk as soon as the page knows its type, alongside the lander's answer
 * instead of after it (the import is the one the lazy component waits for).
 */
export function preloadDesign(type: DesignType): void {
  void designs[type]().catch(() => undefined);
}

/** While a design's chunk arrives: its space, so nothing below it moves when it comes. */
export function DesignFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="d-flex justify-content-center align-items-center min-vh-100" aria-busy="true">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  );
}

export interface DesignViewProps {
  lander: LanderAnswer;
  /** Where the new member lands after /complete-signup (a member landing's chat). */
  afterSignup?: string;
}

/**
 * A lander's design with the page's own sign-up and, when a member shown is fictional, the site's
 * disclosure, so every design signs up and discloses alike.
 */
export function DesignView({ lander, afterSignup }: DesignViewProps) {
  const Design = lazyDesigns[isDesignType(lander.type) ? lander.type : 'gallery'];
  const signup = <LanderSignup cta={lander.copy.cta} afterSignup={afterSignup} />;
  const disclosure = lander.has_fictional ? <FictionalDisclosure /> : null;
  return (
    <Suspense fallback={<DesignFallback />}>
      <Design lander={lander} signup={signup} disclosure={disclosure} />
    </Suspense>
  );
}
