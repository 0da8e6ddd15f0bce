/**
 * The replica's name: what /metrics labels its series with and what a lease records as holder.
 * RIVALSCOPE_REPLICA_ID when set (a stable name an operator chooses: `web-1`), else host name
 * and process id — unique among live processes, which is all a lease needs.
 */
import { hostname } from "node:os";

export const replicaId = (configured: string | undefined): string => configured ?? `${hostname()}-${process.pid}`;
