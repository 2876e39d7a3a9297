/** A record id as answered: its kind prefix, nine base-36 characters of creation time, 22 base62 characters of randomness. */
export const idShape = (prefix: string): RegExp => new RegExp(`^${prefix}_[0-9a-z]{9}[0-9A-Za-z]{22}$`);
