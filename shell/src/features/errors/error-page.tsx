import { Component, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { isRouteErrorResponse, Link, useRouteError } from '@app/shared/router';
import { NotFoundPage } from './not-found-page';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { errorPageFallbackTexts } from './fallback-texts';

/**
 * Status and message of a route error: status 500 unless the error says otherwise (spec section 8); no
 * message where the error has none (`StatusError`).
 */
export function describeError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || null };
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message || null : null;
  return { status: typeof status === 'number' ? status : 500, message };
}

function GenericError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (isChunkLoadError(error)) reloadForChunkError();
  const { status, message } = describeError(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <div className="container py-5 text-center" role="alert">
      <p className="display-5 fw-bold text-primary mb-2">{status}</p>
      <h1 className="h4">{message ?? t('errors.error')}</h1>
      <Link className="btn btn-primary mt-3" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}

/** When the error page itself fails: plain text that needs nothing to render (spec section 8). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const texts = errorPageFallbackTexts(document.documentElement.lang);
    return (
      <div className="container py-5 text-center" role="alert">
        <h1 className="h4">{texts.title}</h1>
        <a href="/">{texts.home}</a>
      </div>
    );
  }
}

export function ErrorPage() {
  return (
    <ErrorPageGuard>
      <GenericError />
    </ErrorPageGuard>
  );
}
