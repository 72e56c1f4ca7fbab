import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'auth';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

export const pages: Record<string, ComponentType> = {
  login: lazy(() =>
    import(/* webpackChunkName: "page-login" */ './features/login/login-page').then((module) => ({
      default: module.LoginPage,
    })),
  ),
  token: lazy(() =>
    import(/* webpackChunkName: "page-token" */ './features/login/token-page').then((module) => ({
      default: module.TokenPage,
    })),
  ),
  signup: lazy(() =>
    import(/* webpackChunkName: "page-signup" */ './features/signup/signup-page').then((module) => ({
      default: module.SignupPage,
    })),
  ),
  'complete-signup': lazy(() =>
    import(/* webpackChunkName: "page-complete-signup" */ './features/signup/complete-signup-page').then((module) => ({
      default: module.CompleteSignupPage,
    })),
  ),
  'signup-matches': lazy(() =>
    import(/* webpackChunkName: "page-signup-matches" */ './features/signup/signup-matches-page').then((module) => ({
      default: module.SignupMatchesPage,
    })),
  ),
  'reset-password': lazy(() =>
    import(/* webpackChunkName: "page-reset-password" */ './features/account/reset-password-page').then((module) => ({
      default: module.ResetPasswordPage,
    })),
  ),
  'reset-password-do': lazy(() =>
    import(/* webpackChunkName: "page-reset-password-do" */ './features/account/reset-password-do-page').then(
      (module) => ({ default: module.ResetPasswordDoPage }),
    ),
  ),
  'mail-change-do': lazy(() =>
    import(/* webpackChunkName: "page-mail-change-do" */ './features/account/mail-change-do-page').then((module) => ({
      default: module.MailChangeDoPage,
    })),
  ),
  'activate-done': lazy(() =>
    import(/* webpackChunkName: "page-activate-done" */ './features/account/activate-done-page').then((module) => ({
      default: module.ActivateDonePage,
    })),
  ),
  'activate-error': lazy(() =>
    import(/* webpackChunkName: "page-activate-error" */ './features/account/activate-error-page').then((module) => ({
      default: module.ActivateErrorPage,
    })),
  ),
  'account-deleted': lazy(() =>
    import(/* webpackChunkName: "page-account-deleted" */ './features/profile/account-deleted-page').then((module) => ({
      default: module.AccountDeletedPage,
    })),
  ),
  profile: lazy(() =>
    import(/* webpackChunkName: "page-profile" */ './features/profile/profile-page').then((module) => ({
      default: module.ProfilePage,
    })),
  ),
  notifications: lazy(() =>
    import(/* webpackChunkName: "page-notifications" */ './features/notifications/notifications-page').then(
      (module) => ({ default: module.NotificationsPage }),
    ),
  ),
};
