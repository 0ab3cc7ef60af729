// The api-postgres jest project (jest.config.cjs): the same API tests, each test app in a
// PostgreSQL schema of its own (create-test-app.ts reads TEST_DATABASE_URL). jest gives every
// test file its own process.env, so this does not leak into the SQLite project's files.
process.env.TEST_DATABASE_URL = process.env.API_TEST_POSTGRES_URL;
