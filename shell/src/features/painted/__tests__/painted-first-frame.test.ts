import {
  afterPaintedFirstFrame,
  FIRST_FRAME_TIMEOUT_MS,
  showsPaintedPage,
} from '../painted-first-frame';

function page({ painted, session }: { painted: boolean; session: boolean }) {
  document.body.innerHTML = painted
    ? '<div id="root" data-prerendered="en"><p>Sign in</p></div>'
    : '<div id="root"></div>';
  document.documentElement.classList.toggle('qc-session', session);
}

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.documentElement.classList.remove('qc-session');
});

/** Whether the promise has settled after the microtasks now queued have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

test('a visitor on a painted page: the app waits for the frame that shows it, then a task', async () => {
  page({ painted: true, session: false });
  const started = afterPaintedFirstFrame();
  expect(await settled(started)).toBe(false);
  expect(frames).toHaveLength(1);
  frames[0]!(performance.now());
  // The frame's callback runs before that frame's paint: the app starts a task later.
  expect(await settled(started)).toBe(false);
  jest.advanceTimersByTime(0);
  expect(await settled(started)).toBe(true);
});

test('a tab that draws no frame (in the background) starts the app after the time limit', async () => {
  page({ painted: true, session: false });
  const started = afterPaintedFirstFrame();
  jest.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS - 1);
  expect(await settled(started)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(started)).toBe(true);
});

test('nothing painted, or a session whose painted page is hidden: the app starts at once', async () => {
  page({ painted: false, session: false });
  expect(showsPaintedPage(document)).toBe(false);
  expect(await settled(afterPaintedFirstFrame())).toBe(true);
  page({ painted: true, session: true });
  expect(showsPaintedPage(document)).toBe(false);
  expect(await settled(afterPaintedFirstFrame())).toBe(true);
  expect(frames).toHaveLength(0);
});
