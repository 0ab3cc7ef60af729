// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { MyCardsPage } from '../features/cards/components/my-cards-page';
import { CardDetailsPage } from '../features/cards/components/card-details-page';
import { ContractActivityPage } from '../features/cards/components/contract-activity-page';
import { RechargePage } from './recharge-page';
import { UnregRechargePage } from '../features/unreg-reload/components/unreg-recharge-page';
import { UnregRechargeCardPage } from '../features/unreg-reload/components/unreg-recharge-card-page';
import { UnregRechargeValuePage } from '../features/unreg-reload/components/unreg-recharge-value-page';

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/cards': MyCardsPage,
  '/home/mycard-details': CardDetailsPage,
  '/contract-detail': ContractActivityPage,
  '/recharge/:actionType': RechargePage,
  '/unreg-recharge': UnregRechargePage,
  '/unreg-recharge-card': UnregRechargeCardPage,
  '/unreg-recharge-value': UnregRechargeValuePage,
};

const remote: RemoteModule = { pages, Root, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
