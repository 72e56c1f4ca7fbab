import { lazy, Suspense } from 'react';
import { LoadState } from '@app/shared/ui/load-state';
import { WhenNear } from '@app/shared/ui/when-near';
import { SPENDING_ANCHOR } from './spending-anchor';

// Below the checkout, far below the fold on a phone: its code, texts and call load as the member
// scrolls towards it or opens /credits#spending, never with the first visit of /credits (issue 14).
const SpendingSection = lazy(() =>
  import(/* webpackChunkName: "spending-section" */ './spending-section').then((module) => ({
    default: module.SpendingSection,
  })),
);

/** The place of the spending safety section on /credits (the anchor `#spending`), filled when it comes near. */
export function SpendingSlot({ fallbackCurrency }: { fallbackCurrency: string | null }) {
  return (
    <div id={SPENDING_ANCHOR} className="mt-5" style={{ scrollMarginTop: '5rem' }}>
      <WhenNear anchor={SPENDING_ANCHOR} placeholderRem={22}>
        <Suspense fallback={<LoadState />}>
          <SpendingSection fallbackCurrency={fallbackCurrency} />
        </Suspense>
      </WhenNear>
    </div>
  );
}
