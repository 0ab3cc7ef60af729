import { act, render, screen, waitFor } from '@testing-library/react';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { REMOTE_SLOW_MS, RemoteSlot } from '../remote-slot';
import remoteErrorPlugin from '../remote-error-plugin';
import { flushReports, resetReports } from '../remote-load-reports';

const mockedLoadRemote = loadRemote as jest.Mock;
const inRouter = { wrapper: MemoryRouter };
let beacon: jest.Mock;

/** The load reports sent when the page is left. */
async function reportedLoads(): Promise<unknown[]> {
  flushReports();
  const batches = await Promise.all(
    beacon.mock.calls.map(
      ([, blob]: [string, Blob]) =>
        new Promise<{ loads?: unknown[] }>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(JSON.parse(String(reader.result)));
          reader.readAsText(blob);
        }),
    ),
  );
  return batches.flatMap((b) => b.loads ?? []);
}

function remoteModule(Page: () => React.ReactNode) {
  return {
    pages: { '/cards': Page },
    Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
    namespace: 'cards',
    version: '1.0.41',
  };
}

beforeEach(() => {
  resetReports();
  beacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_cards: '/apps/mfe-cards/1.4.0/mf-manifest.json',
      mfe_sponsor: '/apps/mfe-sponsor/2.0.0/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
});

describe('a remote slot reports how its load ended, with the version remotes.json named', () => {
  it('a page whose code loaded but which throws as it mounts: one load, a render error caught by the remote boundary', async () => {
    const Broken = () => {
      throw new Error('page bug');
    };
    mockedLoadRemote.mockResolvedValue(remoteModule(Broken));
    render(<RemoteSlot remote="mfe_cards" routePath="/cards" />, inRouter);
    await screen.findByRole('alert', {}, { timeout: 4000 });
    await waitFor(async () =>
      expect(await reportedLoads()).toEqual([
        { app: 'mfe-cards', version: '1.4.0', outcome: 'render-error' },
      ]),
    );
  });

  it('a manifest the runtime could not fetch', async () => {
    const plugin = remoteErrorPlugin();
    mockedLoadRemote.mockImplementation(async () => {
      const error = new Error('Failed to get manifest. #RUNTIME-003');
      plugin.errorLoadRemote?.({
        id: '/apps/mfe-sponsor/2.0.0/mf-manifest.json',
        error,
        lifecycle: 'afterResolve',
        from: 'runtime',
        origin: {},
      } as never);
      throw error;
    });
    render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, inRouter);
    await screen.findByRole('alert', {}, { timeout: 4000 });
    await waitFor(async () =>
      expect(await reportedLoads()).toEqual([
        { app: 'mfe-sponsor', version: '2.0.0', outcome: 'manifest-failed' },
      ]),
    );
  });

  it('timed out, once, even when the load ends later', async () => {
    jest.useFakeTimers();
    let finish: (value: unknown) => void = () => undefined;
    try {
      mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, inRouter);
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_SLOW_MS + 10);
      });
      await act(async () => {
        finish(remoteModule(() => <h1>Employees</h1>));
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(async () =>
      expect(await reportedLoads()).toEqual([
        { app: 'mfe-sponsor', version: '2.0.0', outcome: 'timed-out' },
      ]),
    );
  });
});
