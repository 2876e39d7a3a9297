/**
 * How an organization stands with its project's receiving address (sql/functions/
 * receiving_address_control.sql): `proven` by it, `unproven` (used by it alone),
 * `unproven_shared` (other organizations' projects have used it too), `proven_by_another_organization`.
 */
export const ADDRESS_CONTROLS = ['proven', 'unproven', 'unproven_shared', 'proven_by_another_organization'] as const;
export type AddressControl = (typeof ADDRESS_CONTROLS)[number];
