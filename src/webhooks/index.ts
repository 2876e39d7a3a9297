/** What other features use of webhooks: recording an event in the transaction of its change. */
export { recordEvent, EVENT_TYPES, type EventType, type NewEvent } from './events.js';
export { webhooksDeliver } from './deliver.job.js';
