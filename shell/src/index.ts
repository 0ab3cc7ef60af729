// Async boundary: shared modules are negotiated before any app code runs.
import(/* webpackChunkName: "shell-app" */ './bootstrap');
