import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_LANDER_TYPES,
  LANDER_COPY_LENGTH,
  LANDER_MEMBERS_MAX,
  LANDER_SLUG_PATTERN,
  LANGUAGES,
} from '@app/shared/contract';
import { textStyleViolations } from '@app/shared/contract/text-style/index';
import { DEMO_CAMPAIGNS } from './demo-lander-campaigns';

describe('the demo lander campaigns', () => {
  it('cover every campaign lander type with valid slugs and member counts', () => {
    expect(new Set(DEMO_CAMPAIGNS.map((campaign) => campaign.type))).toEqual(new Set(CAMPAIGN_LANDER_TYPES));
    for (const campaign of DEMO_CAMPAIGNS) {
      expect(campaign.slug).toMatch(LANDER_SLUG_PATTERN);
      expect(campaign.members_count).toBeGreaterThanOrEqual(1);
      expect(campaign.members_count).toBeLessThanOrEqual(LANDER_MEMBERS_MAX);
    }
  });

  it.each([...LANGUAGES])('have their whole copy in %s, within the lengths and the style guide', (language) => {
    for (const campaign of DEMO_CAMPAIGNS) {
      const [headline, text, cta] = campaign.copy[language];
      const where = `${campaign.type}/${campaign.slug}`;
      expect(headline.length, where).toBeLessThanOrEqual(LANDER_COPY_LENGTH.headline);
      expect(text.length, where).toBeLessThanOrEqual(LANDER_COPY_LENGTH.text);
      expect(cta.length, where).toBeLessThanOrEqual(LANDER_COPY_LENGTH.cta);
      for (const value of [headline, text, cta]) {
        expect(value.trim(), where).not.toBe('');
        expect(textStyleViolations(language, value), `${where}: ${value}`).toEqual([]);
        // Honest copy: no counters, no promises.
        expect(value, where).not.toMatch(/\d/);
      }
    }
  });
});
