import { lazy } from 'react';

const parts = () => import(/* webpackChunkName: "withdrawal-parts" */ './withdrawal-parts');

/** The withdrawal form's steps, loaded when the order's page shows them. */
export const LazyWithdrawalFlow = lazy(() => parts().then((module) => ({ default: module.WithdrawalFlow })));

/** "Withdraw from contract here" or why not, loaded when a paid order's page shows it. */
export const LazyWithdrawalOffer = lazy(() => parts().then((module) => ({ default: module.WithdrawalOffer })));
