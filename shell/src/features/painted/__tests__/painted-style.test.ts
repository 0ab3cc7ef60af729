import { expectPaintedSlot, takePaintedSlot } from '../painted-slot';
import { paintedFrameReplaced, resetPaintedStyle, showingPaintedSlot } from '../painted-style';

const paintedStyle = () => document.querySelector('style[data-painted-style]');

function servedPage({ remote }: { remote: string | null }) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<style data-painted-style>.qc-input{padding:8px 12px}</style>' +
    `<div id="root" data-prerendered="en"><header>Q Card</header><form>Sign in</form></div>`;
  resetPaintedStyle();
  expectPaintedSlot(remote, '/');
}

test('the painted styles stay while the painted page waits for its remote, and go in the commit that hydrates it', () => {
  servedPage({ remote: 'mfe_auth' });
  expect(takePaintedSlot('mfe_auth', '/')).toBe(true);
  const stopShowing = showingPaintedSlot(); // the slot's first commit, over the painted page
  paintedFrameReplaced();
  expect(paintedStyle()).not.toBeNull();
  stopShowing(); // the remote's page is hydrated
  expect(paintedStyle()).toBeNull();
});

test('a page painted without a remote page loses them once the live frame is committed', () => {
  servedPage({ remote: null });
  expect(paintedStyle()).not.toBeNull();
  paintedFrameReplaced();
  expect(paintedStyle()).toBeNull();
});

test('only the slot of the painted remote and address takes the painted page, and only once', () => {
  servedPage({ remote: 'mfe_auth' });
  expect(takePaintedSlot('mfe_cards', '/')).toBe(false);
  expect(takePaintedSlot('mfe_auth', '/sign-up')).toBe(false);
  paintedFrameReplaced();
  expect(paintedStyle()).not.toBeNull(); // still waiting for its slot
  expect(takePaintedSlot('mfe_auth', '/')).toBe(true);
  expect(takePaintedSlot('mfe_auth', '/')).toBe(false);
});

test('a slot that leaves before its remote answered lets them go, counting its cleanup once', () => {
  servedPage({ remote: 'mfe_auth' });
  takePaintedSlot('mfe_auth', '/');
  const stopShowing = showingPaintedSlot();
  const another = showingPaintedSlot();
  paintedFrameReplaced();
  stopShowing(); // the rider moved to another page while the remote was loading
  stopShowing(); // React may run a cleanup once more; it counts once
  expect(paintedStyle()).not.toBeNull();
  another();
  expect(paintedStyle()).toBeNull();
});
