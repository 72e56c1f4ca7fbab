import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema, type GeocodeResponse, type OwnProfile } from '@app/shared/contract';
import { changeLocation, initialLocation, locationFromGeocode, locationUpdate } from './location-values';

const geocode: GeocodeResponse = {
  country: 'NL',
  region: { id: 7, code: 'NL-NH', name: 'Noord-Holland' },
  city: { name: 'Haarlem', latitude: 52.38, longitude: 4.64 },
};
const profile = { country: 'NL', region_id: null, city: null, latitude: null, longitude: null } as OwnProfile;

describe('location step values', () => {
  it("starts from the profile's location", () => {
    expect(initialLocation({ ...profile, region_id: 3, city: 'Delft' }, 'BE', ['NL', 'BE'])).toEqual({
      country: 'NL',
      region_id: 3,
      city: 'Delft',
      latitude: null,
      longitude: null,
    });
  });

  it("takes the geocoded city with the city's coordinates", () => {
    expect(locationFromGeocode(geocode, ['NL'])).toEqual({
      country: 'NL',
      region_id: 7,
      city: 'Haarlem',
      latitude: 52.38,
      longitude: 4.64,
    });
  });

  it('refuses a place in a country the site does not serve', () => {
    expect(locationFromGeocode(geocode, ['DE', 'AT'])).toBeNull();
  });

  it('drops the coordinates on a change by hand, and the region with a new country', () => {
    const located = locationFromGeocode(geocode, ['NL', 'BE'])!;
    expect(changeLocation(located, { city: 'Amsterdam' })).toMatchObject({ region_id: 7, latitude: null });
    expect(changeLocation(located, { country: 'BE' })).toMatchObject({
      country: 'BE',
      region_id: null,
      longitude: null,
    });
  });

  it('sends what PUT /api/profile.php accepts, an empty city as null', () => {
    const body = locationUpdate({ country: 'NL', region_id: 7, city: ' ', latitude: null, longitude: null });
    expect(ProfileUpdateSchema.parse(body)).toEqual({
      country: 'NL',
      region_id: 7,
      city: null,
      latitude: null,
      longitude: null,
    });
  });
});
