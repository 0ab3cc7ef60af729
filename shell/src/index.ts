// Async boundary: shared modules are negotiated before any app code runs.
//
// Over a painted public page, not before the browser has shown it: evaluating the app's code (the
// federation runtime's chunks, react-dom) right after the parser held the page's first contentful
// paint back by 100-250 ms at 4x CPU, and the page is complete without it.
import { afterPaintedFirstFrame } from './features/painted/painted-first-frame';

void afterPaintedFirstFrame().then(() => import(/* webpackChunkName: "shell-app" */ './bootstrap'));
