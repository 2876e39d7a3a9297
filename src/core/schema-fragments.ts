/** JSON Schema pieces that response schemas share, so every timestamp is described one way. */
export const dateTimeSchema = { type: 'string', format: 'date-time' } as const;
export const nullableDateTimeSchema = { type: ['string', 'null'], format: 'date-time' } as const;
