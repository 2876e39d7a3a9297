/** The webhooks feature: what other features use (recording an event in the transaction of its change) and what the composition root wires. */
export { eventsAbout, recordEvent, type NewEvent } from './events.js';
export { eventWithDeliveriesSchema } from './schemas.js';
export { EVENT_TYPES, type EventType } from './event-types.js';
// The composition root's part: routes and the delivery job.
export { webhookEndpointRoutes } from './endpoints.routes.js';
export { eventRoutes } from './events.routes.js';
export { webhooksJobs } from './deliver.job.js';
export { webhooksSettings } from './settings.js';
