// Which copy of a singleton an app is handed (build/singleton-fit-plugin.ts), on share tables as
// Module Federation registers them: the shell's copy when it provides one, else a copy the app's
// requirement accepts. The journey shared-versions.spec.ts runs it on the composed portal.
import singletonFitPlugin from '../../../../../build/singleton-fit-plugin';

type Copy = { from: string; loaded?: boolean; loading?: Promise<unknown> };

function resolve(versions: Record<string, Copy>, chosen: string, from: string, required: string) {
  const defaultResolver = () => ({ shared: versions[chosen], useTreesShaking: false });
  const args = {
    shareScopeMap: { default: { '@qcard/runtime/bus/event-bus': versions } },
    scope: 'default',
    pkgName: '@qcard/runtime/bus/event-bus',
    version: chosen,
    shareInfo: {
      from,
      shareConfig: { singleton: true, strictVersion: true, requiredVersion: required },
    },
    resolver: defaultResolver,
  };
  const hook = singletonFitPlugin().resolveShare as unknown as (a: typeof args) => typeof args;
  const out = hook(args);
  return { sameResolver: out.resolver === defaultResolver, run: () => out.resolver() };
}

describe('the singleton an app is handed', () => {
  it('is the shell copy when the app accepts it, even after a failed remote loaded its own', () => {
    const shell = { from: 'shell' };
    const failed = { from: 'mfe_cards', loading: Promise.resolve() };
    const r = resolve({ '4.0.0': shell, '5.0.0': failed }, '5.0.0', 'mfe_cart_billing', '^4.0.0');
    expect(r.run()?.shared).toBe(shell);
  });

  it('fails loudly, naming both versions, when the app does not accept the shell copy', () => {
    const r = resolve(
      { '4.0.0': { from: 'shell', loaded: true }, '5.0.0': { from: 'mfe_cards' } },
      '5.0.0',
      'mfe_cards',
      '^5.0.0',
    );
    expect(r.run).toThrow(
      'Version 4.0.0 from shell of shared singleton module @qcard/runtime/bus/event-bus does not satisfy the requirement of mfe_cards which needs ^5.0.0',
    );
  });

  it("keeps federation's own choice when it is the shell copy", () => {
    const r = resolve({ '4.0.0': { from: 'shell', loaded: true } }, '4.0.0', 'mfe_auth', '^4.0.0');
    expect(r.sameResolver).toBe(true);
  });

  it('without a shell copy, takes a copy the app accepts, one in use first', () => {
    const inUse = { from: 'mfe_auth', loaded: true };
    const r = resolve(
      {
        '4.0.0': inUse,
        '4.1.0': { from: 'mfe_sponsor' },
        '5.0.0': { from: 'mfe_cards', loading: Promise.resolve() },
      },
      '5.0.0',
      'mfe_cart_billing',
      '^4.0.0',
    );
    expect(r.run()?.shared).toBe(inUse);
  });

  it('without a shell copy and with none the app accepts, leaves the loud failure to federation', () => {
    const r = resolve({ '5.0.0': { from: 'mfe_cards' } }, '5.0.0', 'mfe_cart_billing', '^4.0.0');
    expect(r.sameResolver).toBe(true);
  });
});
