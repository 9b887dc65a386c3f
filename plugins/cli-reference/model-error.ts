/** A fault in the command model, named after the entry it is about: `spotf device delete: missing summary`. */
export class ModelError extends Error {
  constructor(entry: string, message: string) {
    super(`${entry}: ${message}`);
    this.name = 'CliModelError';
  }
}
