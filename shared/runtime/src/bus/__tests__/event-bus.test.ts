import { EventBus } from '@qcard/runtime/bus/event-bus';

describe('event bus', () => {
  it('delivers typed events to every listener until unsubscribed', () => {
    const bus = new EventBus();
    const seen: number[] = [];
    const off = bus.on('cart/changed', ({ count }) => seen.push(count));
    bus.emit('cart/changed', { count: 2 });
    off();
    bus.emit('cart/changed', { count: 3 });
    expect(seen).toEqual([2]);
  });

  it('replays alerts raised before a listener existed', () => {
    const bus = new EventBus();
    bus.emit('alerts/raised', { msg: 'early', type: 'warning', source: 'config/load' });
    const late: string[] = [];
    bus.on('alerts/raised', (a) => late.push(a.msg), { replay: true });
    expect(late).toEqual(['early']);
    const noReplay: string[] = [];
    bus.on('alerts/raised', (a) => noReplay.push(a.msg));
    expect(noReplay).toEqual([]);
  });

  it('replays only the latest cart count and forgets cleared history', () => {
    const bus = new EventBus();
    bus.emit('cart/changed', { count: 1 });
    bus.emit('cart/changed', { count: 4 });
    const counts: number[] = [];
    bus.on('cart/changed', (c) => counts.push(c.count), { replay: true });
    expect(counts).toEqual([4]);
    bus.emit('alerts/raised', { msg: 'x', type: 'info', source: 'cart/added' });
    bus.clearHistory('alerts/raised');
    const after: string[] = [];
    bus.on('alerts/raised', (a) => after.push(a.msg), { replay: true });
    expect(after).toEqual([]);
  });

  it('keeps going when one listener throws', () => {
    const bus = new EventBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    bus.on('session/loggedOut', () => {
      throw new Error('broken remote');
    });
    bus.on('session/loggedOut', ({ reason }) => seen.push(reason));
    bus.emit('session/loggedOut', { reason: 'user' });
    expect(seen).toEqual(['user']);
    spy.mockRestore();
  });
});
