import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    webhooks: {
      /**
       * WEBHOOK_ALLOW_PRIVATE_URLS: endpoints may point at private, loopback and link-local addresses
       * (docs/webhooks.md). On by default only for the embedded set-up (no DATABASE_URL, not production).
       */
      allowPrivateUrls: boolean;
    };
  }
}

/** The webhooks feature's settings: whether endpoints may point inside the service's network. */
export const webhooksSettings = defineSettings('webhooks', (read, { databaseUrl, nodeEnv }) => ({
  webhooks: {
    allowPrivateUrls: read.bool('WEBHOOK_ALLOW_PRIVATE_URLS', databaseUrl === undefined && nodeEnv !== 'production', {
      default: 'on with the embedded default (no `DATABASE_URL`, not production), else `false`',
      meaning:
        'Lets webhook endpoints of every key (test and live) point at private, loopback and link-local addresses, this machine and its network included (docs/webhooks.md, "URL safety"). Only for a service whose every tenant may reach that network; the start log warns when it is on.',
    }),
  },
}));
