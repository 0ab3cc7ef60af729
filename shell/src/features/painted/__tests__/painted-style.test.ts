import { capturePrerenderedSlot, forgetPrerenderedSlot } from '../prerendered-slot';
import { paintedFrameReplaced, resetPaintedStyle, showingPaintedSlot } from '../painted-style';

const paintedStyle = () => document.querySelector('style[data-painted-style]');

function servedPage({ slot }: { slot: boolean }) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<style data-painted-style>.qc-input{padding:8px 12px}</style>' +
    `<div id="root" data-prerendered="en"><header>Q Card</header>${slot ? '<div data-prerendered-slot="mfe_auth" data-route="/" data-lang="en"><form inert="">Sign in</form></div>' : '<p>Loading…</p>'}</div>`;
  resetPaintedStyle();
  capturePrerenderedSlot(document.getElementById('root')!);
}

test('the painted styles stay while the painted copy is on screen, and go in the commit that replaces it', () => {
  servedPage({ slot: true });
  const stopShowing = showingPaintedSlot(); // the slot's first render shows the painted copy
  paintedFrameReplaced();
  expect(paintedStyle()).not.toBeNull();
  forgetPrerenderedSlot(); // the remote answered; its page is being rendered
  expect(paintedStyle()).not.toBeNull();
  stopShowing(); // the live page's commit
  expect(paintedStyle()).toBeNull();
});

test('a page painted without a remote page loses them once the live frame is committed', () => {
  servedPage({ slot: false });
  expect(paintedStyle()).not.toBeNull();
  paintedFrameReplaced();
  expect(paintedStyle()).toBeNull();
});

test('a painted copy no slot showed (another language chosen) keeps them only until the remote has answered', () => {
  servedPage({ slot: true });
  paintedFrameReplaced();
  expect(paintedStyle()).not.toBeNull();
  forgetPrerenderedSlot();
  expect(paintedStyle()).toBeNull();
});

test('a slot that leaves before its remote answered keeps them while the copy may be shown again', () => {
  servedPage({ slot: true });
  const stopShowing = showingPaintedSlot();
  paintedFrameReplaced();
  stopShowing(); // the rider moved to another page while the remote was loading
  stopShowing(); // React may run a cleanup once more; it counts once
  expect(paintedStyle()).not.toBeNull(); // back on the route, a new slot would show the copy again
  forgetPrerenderedSlot();
  expect(paintedStyle()).toBeNull();
});
