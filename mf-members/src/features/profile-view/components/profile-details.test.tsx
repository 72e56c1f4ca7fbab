import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@app/shared/contract';
import { testMemberProfile } from '../../../test-support/profiles';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { ProfileDetails } from './profile-details';

async function renderIn(language: Language, gender: 'male' | 'female') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['members'],
    defaultNS: 'members',
    resources: { [language]: { members: await loadCatalogue(language) } },
    react: { useSuspense: false },
  });
  const profile = testMemberProfile(7, {
    gender,
    body_type: 'slim',
    relationship_status: 'single',
    hair_colour: 'bald',
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileDetails profile={profile} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('ProfileDetails', () => {
  it('describes a man with masculine and a woman with feminine adjectives where the language has them', async () => {
    await renderIn('es', 'male');
    expect(screen.getByText('Delgado')).toBeTruthy();
    expect(screen.getByText('Soltero')).toBeTruthy();
    expect(screen.getByText('Calvo')).toBeTruthy();
    cleanup();
    await renderIn('es', 'female');
    expect(screen.getByText('Delgada')).toBeTruthy();
    expect(screen.getByText('Soltera')).toBeTruthy();
    cleanup();
    await renderIn('pl', 'male');
    expect(screen.getByText('Szczupły')).toBeTruthy();
    cleanup();
    await renderIn('it', 'female');
    expect(screen.getByText('Snella')).toBeTruthy();
  });

  it('keeps the one word of languages whose adjectives do not change', async () => {
    await renderIn('en', 'male');
    expect(screen.getByText('Slim')).toBeTruthy();
    cleanup();
    await renderIn('de', 'female');
    expect(screen.getByText('Schlank')).toBeTruthy();
  });
});
