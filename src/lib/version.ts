import pkg from "../../package.json";

/** The executable's version (package.json). */
export const VERSION: string = pkg.version;
/** Interface A's version, carried as `api_version` by every interface A response. */
export const API_VERSION = "1.0.0";
