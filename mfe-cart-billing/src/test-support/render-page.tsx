// This remote's pages in component tests: the shared test support with this remote's store,
// and the configuration its pages read (payment and address rules, messages, time zone).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage, signIn } from '@qcard/kit/test-support/render-remote-page';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { reducers } from '../app/store';
import { cartSaga } from '../features/cart/store/cart-saga';
import { ordersSaga } from '../features/orders/store/orders-saga';
import { responseMessages } from '@qcard/kit/test-support/response-messages';

export function setTestConfig() {
  setConfig({
    parameters: [
      { configName: 'Support_Email', groupName: 'Contact_Config', configValue: 'help@qcard.test' },
      { configName: 'Time_Zone', groupName: 'Time_Zone', configValue: 'America/New_York' },
    ],
    creditCards: [{ title: 'visa', image: '/resources/card-brands/visa.svg' }],
    messages: responseMessages({
      '415': 'Please enter a valid card number.',
      '464': 'Your session is invalid or has expired.',
      '466': 'Please enter both From Date and To Date, or neither.',
      '467': 'From Date can not be after To Date.',
      '469': 'No records found.',
      '486': 'Your payment was declined.',
    }),
    validationRules: [
      {
        action: 'ORDER_MANAGEMENT',
        function: 'submit_order',
        version: 1,
        screen: 'payment',
        rules: [
          {
            property: 'firstName',
            label: 'First Name',
            placeholder: 'First Name',
            isUiMandatory: true,
            minLength: null,
            maxLength: 50,
            pattern: null,
            customError: null,
          },
          {
            property: 'lastName',
            label: 'Last Name',
            placeholder: 'Last Name',
            isUiMandatory: true,
            minLength: null,
            maxLength: 50,
            pattern: null,
            customError: null,
          },
          {
            property: 'cardNumber',
            label: 'Card Number',
            placeholder: 'Card Number',
            isUiMandatory: true,
            minLength: 15,
            maxLength: 19,
            pattern: '^[0-9 ]+$',
            customError: null,
          },
          {
            property: 'month',
            label: 'Expiry Month',
            placeholder: 'Expiry Month',
            isUiMandatory: true,
            minLength: null,
            maxLength: null,
            pattern: null,
            customError: null,
          },
          {
            property: 'year',
            label: 'Expiry Year',
            placeholder: 'Expiry Year',
            isUiMandatory: true,
            minLength: null,
            maxLength: null,
            pattern: null,
            customError: null,
          },
          {
            property: 'cvvCode',
            label: 'Security Code',
            placeholder: 'Security Code',
            isUiMandatory: true,
            minLength: 3,
            maxLength: 4,
            pattern: '^[0-9]{3,4}$',
            customError: null,
          },
        ],
      },
      {
        action: 'ORDER_MANAGEMENT',
        function: 'submit_order',
        version: 1,
        screen: 'address',
        rules: [
          {
            property: 'address1',
            label: 'Address Line 1',
            placeholder: 'Address Line 1',
            isUiMandatory: true,
            minLength: null,
            maxLength: 100,
            pattern: null,
            customError: null,
          },
          {
            property: 'city',
            label: 'City',
            placeholder: 'City',
            isUiMandatory: true,
            minLength: null,
            maxLength: 50,
            pattern: null,
            customError: null,
          },
          {
            property: 'state',
            label: 'State',
            placeholder: 'State',
            isUiMandatory: true,
            minLength: null,
            maxLength: null,
            pattern: '^[A-Z]{2}$',
            customError: null,
          },
          {
            property: 'zipcode',
            label: 'Zipcode',
            placeholder: 'Zipcode',
            isUiMandatory: true,
            minLength: null,
            maxLength: 5,
            pattern: '^[0-9]{5}$',
            customError: null,
          },
          {
            property: 'phonenumber',
            label: 'Phone Number',
            placeholder: 'Phone Number',
            isUiMandatory: true,
            minLength: null,
            maxLength: null,
            pattern: null,
            customError: null,
          },
        ],
      },
    ],
  } as never);
}

/** A page test starts from this configuration with `user` signed in (null: nobody is). */
export function startPageTest(user: SessionUser | null) {
  setTestConfig();
  signIn(user);
}

export function renderPage(path: string, page: ReactElement, url: string = path) {
  return renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url });
}

export { describeInSpanish } from '@qcard/kit/test-support/spanish';

// Every feature's saga: a test renders a page's component alone, not the module that names them.
export const rootSaga = rootSagaOf(cartSaga, ordersSaga);
