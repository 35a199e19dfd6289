import { createHash, randomBytes } from 'node:crypto';

/** Table ids are public (they are in every link); 9 random bytes, 12 URL-safe characters. */
export const TABLE_ID = /^[A-Za-z0-9_-]{12}$/;
/** Seat tokens are private: 24 random bytes, 32 URL-safe characters, never derived from anything public. */
export const SEAT_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A new table id. */
export function newTableId(): string {
  return randomBytes(9).toString('base64url');
}

/** A new private seat token: whoever holds it plays that seat. */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the database cannot take a seat. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
