// The signed-in users of component tests: a patron and a sponsor as the login API returns them.
import type { SessionUser } from '@qcard/contracts/domain';

export const PATRON_USER: SessionUser = {
  id: 1,
  email: 'rider@example.com',
  firstName: 'Riley',
  lastName: 'Rider',
  address: '42 Elm Street',
  town: 'Springfield',
  state: 'NY',
  zipcode: '10001',
  phoneNumber: '+1 212 555 0142',
  sponsor: false,
};

export const SPONSOR_USER: SessionUser = {
  id: 3,
  email: 'sponsor@example.com',
  firstName: 'Sam',
  lastName: 'Sponsor',
  address: '1 Acme Plaza',
  town: 'New York',
  state: 'NY',
  zipcode: '10004',
  phoneNumber: '+1 212 555 0100',
  sponsor: true,
};

/** A second patron as /user/details returns one, with the address lines the account form edits. */
export const SECOND_PATRON_USER: SessionUser = {
  id: 4,
  email: 'patron2@example.com',
  firstName: 'Pat',
  lastName: 'Second',
  address: '7 Oak Avenue',
  address1: '7 Oak Avenue',
  address2: '',
  town: 'Albany',
  state: 'NY',
  zipcode: '12207',
  phoneNumber: '+1 518 555 0107',
  sponsor: false,
};
