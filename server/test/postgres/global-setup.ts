// Starts one throwaway PostgreSQL for the server-postgres project; every suite makes its own schemas in it.
import { findPostgresBin, NO_POSTGRES_MESSAGE, startTestPostgres } from '../../src/testing/postgres.js';

export default async function setup() {
  const bin = findPostgresBin();
  if (!bin) throw new Error(NO_POSTGRES_MESSAGE);
  const cluster = await startTestPostgres(bin);
  // Workers are started after global setup and inherit this.
  process.env.TEST_DATABASE_URL = cluster.url;
  process.env.TEST_DATABASE = 'postgres';
  return () => cluster.stop();
}
