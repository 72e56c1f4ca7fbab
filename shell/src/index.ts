import './styles.scss';
import '@app/shared/contract/zod-jitless';

// Shared modules are negotiated asynchronously: everything starts behind this dynamic import.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
