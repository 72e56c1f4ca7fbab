import type { ComponentType } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

/**
 * A route's page while its screen is being built: the screen's translated heading, and nothing that
 * pretends to work. The issues that build the screens replace these with real pages.
 */
export function screenPage(namespace: string, screen: string): ComponentType {
  function ScreenPage() {
    const { t } = useTranslation(namespace);
    return (
      <div className="container py-4" data-screen={`${namespace}:${screen}`}>
        <h1 className="h3">{t(`screens.${screen}`)}</h1>
      </div>
    );
  }
  ScreenPage.displayName = `ScreenPage(${namespace}:${screen})`;
  return ScreenPage;
}
