import { useContext, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { RouterContext } from './contexts';
import { parsePath } from './history';
import { useLocation, useNavigate } from './hooks';
import type { NavigateOptions, To } from './types';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  /** A full page load instead of a navigation inside the site. */
  reloadDocument?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link inside the site: a real `<a href>` that navigates without a page load on a plain click. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  target,
  children,
  ...rest
}: LinkProps) {
  const router = useContext(RouterContext);
  const navigate = useNavigate();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? (to as string) : (router?.createHref(to) ?? String(to));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace, state, preventScrollReset });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((props: { isActive: boolean }) => string | undefined);
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
  children?: ReactNode;
}

/** A navigation link that knows when its page is shown: `active` class and `aria-current="page"`. */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (typeof to === 'string' ? parsePath(to).pathname : (to.pathname ?? pathname)).toLowerCase();
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target.replace(/\/+$/, '')}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

/** Navigates as soon as it renders (once, also under StrictMode). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
