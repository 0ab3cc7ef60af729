import { bus } from '@qcard/runtime/bus/event-bus';
import { alertFromResponse } from '@qcard/runtime/bus/alerts';

describe('alertFromResponse with a source (one alert per action)', () => {
  it('tags the alert with the action, and a later success of that action settles it', () => {
    const events: string[] = [];
    const offRaised = bus.on('alerts/raised', (a) => events.push(`raised:${a.source}:${a.msg}`));
    const offSettled = bus.on('alerts/settled', (e) => events.push(`settled:${e.source}`));
    expect(
      alertFromResponse(
        { status: 'ERROR', errorMessage: 'Search failed' },
        { source: 'employees/search' },
      ),
    ).toBe(false);
    expect(alertFromResponse({ status: 'SUCCESS', data: [] }, { source: 'employees/search' })).toBe(
      true,
    );
    expect(
      alertFromResponse(
        { status: 'SUCCESS', errorMessage: 'Saved' },
        { source: 'employees/search', quietSuccess: true },
      ),
    ).toBe(true);
    expect(events).toEqual([
      'raised:employees/search:Search failed',
      'settled:employees/search',
      'settled:employees/search',
    ]);
    offRaised();
    offSettled();
  });
});
