const preset = require('./jest.preset.cjs');
const path = require('node:path');
const dom = ['shared', 'shell', 'mfe-auth', 'mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor'];
module.exports = {
  projects: [
    ...dom.map((d) => preset(path.join(__dirname, d), 'jsdom')),
    preset(path.join(__dirname, 'api'), 'node'),
  ],
};
