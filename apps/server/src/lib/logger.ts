/**
 * What services and jobs log through: the app's logger (pino) has these methods; a service takes
 * this, not Fastify's type, so it stays free of the web framework.
 */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
  /** A logger whose every line carries these fields. */
  child(bindings: object): Logger;
}
