import type { ReactNode } from 'react';

/** The frame of the account screens: a narrow card with the screen's heading. */
export function AccountCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="container py-4 py-md-5">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: '32rem' }}>
        <div className="card-body p-3 p-sm-4">
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
