import { PAYMENT_METHODS, type PaymentMethodId } from '@app/shared/contract';
import { logoUrl } from '../logos';
import * as css from './methods.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface MethodLogoProps {
  id: PaymentMethodId;
  /** The method's name: the logo's alt text. */
  name: string;
  /** The server's logo file; the contract's when absent. */
  logo?: string;
  /** Decorative beside the written name (alt ""), or the name itself. */
  decorative?: boolean;
  size?: 'sm' | 'md';
}

/** A payment method's logo badge, its alt text the method's name. */
export function MethodLogo({ id, name, logo, decorative = false, size = 'md' }: MethodLogoProps) {
  const url = logoUrl(logo ?? PAYMENT_METHODS[id]?.logo ?? '');
  if (!url) return decorative ? null : <span className="fw-semibold">{name}</span>;
  return (
    <img
      src={url}
      alt={decorative ? '' : name}
      className={size === 'sm' ? styles.logoSmall : styles.logo}
      width={size === 'sm' ? 48 : 64}
      height={size === 'sm' ? 24 : 32}
    />
  );
}
