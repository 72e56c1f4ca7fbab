import type { ReactNode } from 'react';

export interface PaymentsPageProps {
  /** The route's name (`data-screen`), for tests and screenshots. */
  screen: string;
  title: string;
  intro?: ReactNode;
  /** Beside the title (a back link). */
  aside?: ReactNode;
  /** The title centred above a centred column (the payment result). */
  centered?: boolean;
  children: ReactNode;
}

/** The frame of every payments page: a container, the page's one h1 and its introduction. */
export function PaymentsPage({ screen, title, intro, aside, centered = false, children }: PaymentsPageProps) {
  return (
    <div className="container-xl py-3 py-md-4" data-screen={`payments:${screen}`}>
      <div
        className={`d-flex flex-wrap align-items-baseline gap-2 mb-2 ${centered ? 'justify-content-center text-center' : 'justify-content-between'}`}
      >
        <h1 className="h3 mb-0">{title}</h1>
        {aside}
      </div>
      {intro && <p className="lead fs-6 text-body-secondary mb-4">{intro}</p>}
      {children}
    </div>
  );
}
