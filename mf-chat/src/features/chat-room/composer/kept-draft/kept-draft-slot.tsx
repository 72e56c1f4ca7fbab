import { useEffect, useState, type ComponentType } from 'react';
import type { KeptDraftOfferProps } from './kept-draft-offer';

type Offer = ComponentType<KeptDraftOfferProps>;

/**
 * Where the composer asks "Send your message now?" after a purchase. The question comes in its own
 * chunk, loaded only when there is a kept text to offer; when it cannot be loaded, the text is still
 * in the composer to send as usual.
 */
export function KeptDraftSlot({ open, ...props }: KeptDraftOfferProps & { open: boolean }) {
  const [Offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    if (!open || Offer) return;
    import(/* webpackChunkName: "kept-draft-offer" */ './kept-draft-offer').then(
      (module) => setOffer(() => module.KeptDraftOffer),
      () => undefined,
    );
  }, [open, Offer]);
  return open && Offer ? <Offer {...props} /> : null;
}
