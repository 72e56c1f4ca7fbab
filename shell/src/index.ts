import './styles.scss';

// Shared modules are negotiated asynchronously: everything starts behind this dynamic import.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
