// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { routesOf } from '@qcard/shared/contracts/routes';
import { store } from './store';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

function pageFor(title: string) {
  return function Page() {
    return (
      <section className="qc-card">
        <h1 className="qc-page-title">{title}</h1>
      </section>
    );
  };
}

const pages: RemoteModule['pages'] = {
  ...Object.fromEntries(routesOf('mfe_auth').map((r) => [r.path, pageFor(r.title)])),
  '/': () => <LandingPage loginPanel={<LoginPanel />} />,
};

const remote: RemoteModule = { pages, Root, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
