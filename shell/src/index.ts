// Async boundary: shared modules are negotiated before any app code runs.
//
// Over a painted public page, not before the browser has shown it: evaluating the app's code (the
// federation runtime, react-dom) right after the parser held the first contentful paint back by
// 100-250 ms at 4x CPU, as the page is already complete without it (docs/performance.md, "Paint
// before the code runs"). A frame, or 100 ms in a tab that draws none (in the background).
const painted =
  document.getElementById('root')?.hasAttribute('data-prerendered') === true &&
  !document.documentElement.classList.contains('qc-session');
const shown = new Promise<void>((resolve) => {
  if (!painted) return resolve();
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
void shown.then(() => import(/* webpackChunkName: "shell-app" */ './bootstrap'));
