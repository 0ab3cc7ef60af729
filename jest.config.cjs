const preset = require('./jest.preset.cjs');
const path = require('node:path');
const dom = ['shared', 'shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor'];
module.exports = {
  // Global only (jest ignores it per project): two cores shared with builds need headroom for
  // argon2 hashing, the captcha proof of work and user-event typing.
  testTimeout: 30_000,
  projects: [
    ...dom.map((d) => preset(path.join(__dirname, d), 'jsdom')),
    preset(path.join(__dirname, 'api'), 'node'),
  ],
};
