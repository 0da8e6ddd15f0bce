/**
 * Starts a throwaway PostgreSQL cluster for a shell session and prints its URL; Ctrl-C (or any
 * signal that ends this script) stops the cluster and removes its folder.
 *
 *   npx bun run scripts/pg-cluster.ts
 *   RIVALSCOPE_DATABASE_URL=<printed URL> npx bun src/main.ts serve
 */
import { startPgCluster } from "../test/support/pg-cluster";

const cluster = await startPgCluster();
console.log(cluster.url);
console.error("PostgreSQL is running; press Ctrl-C to stop it (its data is thrown away).");
const stop = () => {
  cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("SIGHUP", stop);
setInterval(() => {}, 1 << 30);
