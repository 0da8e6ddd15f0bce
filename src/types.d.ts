declare module "*.sql" {
  const text: string;
  export default text;
}
declare module "*.js" {
  const path: string;
  export default path;
}
declare module "*.css" {
  const path: string;
  export default path;
}
declare module "*.ico" {
  const path: string;
  export default path;
}
declare module "parse-prometheus-text-format" {
  /** Prometheus text → metric families, shaped like prom2json's output. */
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
