import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';

/** The empty layout's page for /signup and /complete-signup: the site's name, a title, a narrow column. */
export function SignupFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const settings = useStore($settings);
  return (
    <div className="container py-3 py-md-4" style={{ maxWidth: '40rem' }}>
      {settings?.name && (
        <p className="mb-3 mb-md-4">
          <Link to="/" className="fw-bold text-primary fs-5 text-decoration-none">
            {settings.name}
          </Link>
        </p>
      )}
      <h1 className="h3 mb-2">{title}</h1>
      {intro && <p className="text-body-secondary">{intro}</p>}
      {children}
    </div>
  );
}
