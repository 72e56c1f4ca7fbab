import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@app/shared/contract';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { testMemberProfile } from '../../../test-support/profiles';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { ProfileDetails } from './profile-details';

async function renderIn(language: Language, gender: 'male' | 'female') {
  await setTestCatalogues(language, { members: await loadCatalogue(language) });
  const profile = testMemberProfile(7, {
    gender,
    body_type: 'slim',
    relationship_status: 'single',
    hair_colour: 'bald',
  });
  render(<ProfileDetails profile={profile} />);
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
