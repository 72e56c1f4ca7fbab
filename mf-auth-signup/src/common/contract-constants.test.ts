import { describe, expect, it } from 'vitest';
import * as contract from '@app/shared/contract';
import * as copies from './contract-constants';

// Every copy, beside the contract's own value.
const pairs: [string, unknown, unknown][] = [
  ['PASSWORD_LENGTH', copies.PASSWORD_LENGTH, contract.PASSWORD_LENGTH],
  ['NAME_LENGTH', copies.NAME_LENGTH, contract.NAME_LENGTH],
  ['GENDERS', copies.GENDERS, contract.GENDERS],
  ['SEXUALITIES', copies.SEXUALITIES, contract.SEXUALITIES],
  ['SEEKING', copies.SEEKING, contract.SEEKING],
  ['ABOUT_ME_MAX_LENGTH', copies.ABOUT_ME_MAX_LENGTH, contract.ABOUT_ME_MAX_LENGTH],
  ['SIGNUP_MESSAGE_MAX_LENGTH', copies.SIGNUP_MESSAGE_MAX_LENGTH, contract.SIGNUP_MESSAGE_MAX_LENGTH],
  ['CITY_MAX_LENGTH', copies.CITY_MAX_LENGTH, contract.CITY_MAX_LENGTH],
  ['INTERESTS_MAX', copies.INTERESTS_MAX, contract.INTERESTS_MAX],
  ['SIGNUP_STEPS', copies.SIGNUP_STEPS, contract.SIGNUP_STEPS],
  ['COMPLETABLE_STEPS', copies.COMPLETABLE_STEPS, contract.COMPLETABLE_STEPS],
  ['PHOTO_UPLOAD', copies.PHOTO_UPLOAD, contract.PHOTO_UPLOAD],
  ['PROFILE_ATTRIBUTE_VALUES', copies.PROFILE_ATTRIBUTE_VALUES, contract.PROFILE_ATTRIBUTE_VALUES],
  ['NOTIFICATION_CHANNELS', copies.NOTIFICATION_CHANNELS, contract.NOTIFICATION_CHANNELS],
  ['NOTIFICATION_KINDS', copies.NOTIFICATION_KINDS, contract.NOTIFICATION_KINDS],
];

describe('contract constants copied without zod', () => {
  it.each(pairs)('%s equals the contract', (_name, copy, original) => {
    expect(copy).toEqual(original);
  });

  it('copies nothing else', () => {
    expect(Object.keys(copies).sort()).toEqual(pairs.map(([name]) => name).sort());
  });
});
