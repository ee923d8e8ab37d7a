/**
 * The one error the formatting rules throw (platform-contract §8, back-office §8): "'LocationToTimeZone
 * not supported for {code}' for a price zone that has no mapping". runtime/format may not import
 * runtime/client, so it carries the catalogue's fields itself (same name, status, key, message).
 */
import { errorCatalogue, fillMessage } from '../../schemas/errors.js';

export class LocationNotSupportedError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly key: string;
  /** The code that has no mapping. */
  readonly code: string;

  constructor(code: string) {
    const entry = errorCatalogue.locationToTimeZoneNotSupported;
    super(fillMessage(entry.message, { code }));
    this.name = entry.name;
    this.status = entry.status;
    this.key = entry.key;
    this.code = code;
  }
}
