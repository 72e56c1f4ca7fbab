/** The latest date of birth allowed today, for a date input's `max`: one rule for every sign-up form. */
export { latestBirthDate } from '@app/shared/contract/signup-form';
