import { describe, expect, it } from 'vitest';
import { landerFirstAddresses, landerFirstPhotoFiles } from './lander-first-answers';

describe('landerFirstAddresses', () => {
  it('addresses the lander call as mf-landers does', () => {
    expect(landerFirstAddresses('home', '/', false)).toEqual(['/api/lander.php?type=home']);
    expect(landerFirstAddresses('home', '/', true)).toEqual([]);
    expect(landerFirstAddresses('tinderswipe', '/landers/tinderswipe', false)).toEqual([
      '/api/lander.php?type=tinderswipe',
    ]);
    expect(landerFirstAddresses('lander', '/landers/gallery', false)).toEqual(['/api/lander.php?type=gallery']);
    expect(landerFirstAddresses('lander', '/landers/gallery/', false)).toEqual(['/api/lander.php?type=gallery']);
    expect(landerFirstAddresses('lander', '/landers/video/summer', true)).toEqual([
      '/api/lander.php?type=video&slug=summer',
    ]);
    expect(landerFirstAddresses('lander', '/landers/video/a%26b%3Dc', false)).toEqual([
      '/api/lander.php?type=video&slug=a%26b%3Dc',
    ]);
    expect(landerFirstAddresses('lander', '/landers/video/%E0%A4%A', false)).toEqual([
      '/api/lander.php?type=video&slug=%25E0%25A4%25A',
    ]);
  });

  it('addresses the member landings and the sign-up about a member', () => {
    expect(landerFirstAddresses('members-id-landing', '/members/12/landing', false)).toEqual([
      '/api/lander-member.php?id=12&design=landing',
    ]);
    expect(landerFirstAddresses('members-id-landing2', '/members/12/landing2/xmas', false)).toEqual([
      '/api/lander-member.php?id=12&design=landing2&slug=xmas',
    ]);
    expect(landerFirstAddresses('members-id-landing3', '/members/12/landing3', false)).toEqual([
      '/api/lander-member.php?id=12&design=landing3',
    ]);
    expect(landerFirstAddresses('members-id-signup', '/members/7/signup', false)).toEqual([
      '/api/lander-member.php?id=7&design=landing',
    ]);
    for (const id of ['0', '012', 'abc', '2147483648', '99999999999'])
      expect(landerFirstAddresses('members-id-landing', `/members/${id}/landing`, false)).toEqual([]);
    expect(landerFirstAddresses('members', '/members', false)).toEqual([]);
    expect(landerFirstAddresses(null, '/landers/gallery', false)).toEqual([]);
  });
});

describe('landerFirstPhotoFiles', () => {
  const member = (id: number) => ({
    id,
    main_image: { filename: `photos/${id}/a.webp`, thumb_filename: `photos/${id}/a-thumb.webp`, match: '' },
  });
  it("preloads a lander's first two thumbnails, a member landing's photo, else its fallback's first two", () => {
    const lander = { members: [member(1), member(2), member(3)] };
    expect(landerFirstPhotoFiles({ '/api/lander.php?type=home': lander, '/api/companyinfo.php': {} })).toEqual([
      'photos/1/a-thumb.webp',
      'photos/2/a-thumb.webp',
    ]);
    expect(landerFirstPhotoFiles({ '/api/lander-member.php?id=9': { member: member(9), lander } })).toEqual([
      'photos/9/a.webp',
    ]);
    expect(landerFirstPhotoFiles({ '/api/lander-member.php?id=9': { member: null, lander } })).toEqual([
      'photos/1/a-thumb.webp',
      'photos/2/a-thumb.webp',
    ]);
  });
});
