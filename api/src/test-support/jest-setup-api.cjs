// API test processes only: one RSA key pair per jest worker instead of one per test app. Every
// test app makes a 2048-bit card-number key on start (SQLite: in its data folder; PostgreSQL:
// in its schema's instance secrets), about a quarter of a second of CPU each, and no test is
// about two apps having different keys. Production keeps generating a fresh key.
const crypto = require('node:crypto');

const generate = crypto.generateKeyPairSync;
const made = new Map();
crypto.generateKeyPairSync = function generateKeyPairSyncOncePerWorker(type, options) {
  if (type !== 'rsa') return generate.call(this, type, options);
  const key = JSON.stringify(options);
  if (!made.has(key)) made.set(key, generate.call(this, type, options));
  return made.get(key);
};
