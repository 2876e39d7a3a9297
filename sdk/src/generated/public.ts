// The types of the OpenAPI document the service serves, made by openapi-typescript with
// `npm run sdk:generate`: do not edit by hand. test/sdk/generated-types.test.ts fails when the
// service's document and this file differ.

export interface paths {
    "/c/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted checkout page (HTML)
         * @description What a customer opens from `checkout_url`: per chain and token of the session's `payment_options`, the exact tagged amount, the address and a QR code of the EIP-681 URI; payment with an injected browser wallet and a transaction-hash form (both post to `POST /c/{id}/payments`); it follows the session live. An unknown session is a 404 page. `chain` and `token` preselect a choice.
         */
        get: operations["getCId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a transaction that pays a checkout session
         * @description Used by the hosted page after the wallet sent the transfer, or when the customer pastes a transaction hash. The transaction is checked on its chain (receipt status, token contract, recipient, chain, network); amounts are judged by the payment rules. Limited per client IP.
         */
        post: operations["postCIdPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's status, polled by the hosted page
         * @description What the hosted page polls to follow a session without reloading: its status, deadline and primary payment. No key: the session id is the capability; limited per client IP. An unknown session is a 404.
         */
        get: operations["getCIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/assets/checkout-{hash}.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted page's script (a JavaScript module)
         * @description Named by its content (the page links the current name), so it is cached for good. Not rate limited: it is served from memory.
         */
        get: operations["getCAssetsCheckoutHashJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard (HTML)
         * @description The dashboard (docs/dashboard.md): every path below `/dashboard` answers the same page, which renders the page its path names from `/api` answers, signed in by the session cookie. No external resources; a strict CSP with no inline script or style.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the dashboard (HTML): deep links and reloads
         * @description The dashboard (docs/dashboard.md): every path below `/dashboard` answers the same page, which renders the page its path names from `/api` answers, signed in by the session cookie. No external resources; a strict CSP with no inline script or style.
         */
        get: operations["getDashboardPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/assets/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's modules and stylesheet
         * @description Named by the content of them all (the page links the current version), so they are cached for good; an old version is a 404.
         */
        get: operations["getDashboardAssetsVersionFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/assets/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A QR code of an EIP-681 URI (SVG)
         * @description The dashboard's picture of a transfer to make (a refund's `eip681_uri`), drawn here because the page's modules cannot bundle a QR encoder: the same encoder and settings as the hosted checkout page. Only `ethereum:` URIs, up to 512 characters; anything else is a 400.
         */
        get: operations["getDashboardAssetsQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt signing keys (JWKS)
         * @description The active key and rotated-out keys within their retention; cacheable for 5 minutes.
         */
        get: operations["getV1WellKnownJwksJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/attestations/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a verification or payment receipt
         * @description A verification receipt or a payment receipt, told apart by its claims (a payment receipt names its `session_id`). A receipt that does not check is still a 200, with `valid: false` and the reason.
         */
        post: operations["postV1AttestationsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions, newest first
         * @description The sessions of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. `status` keeps sessions in one status; `q` finds the session with that id, or those with a metadata value equal to it (exact, case-sensitive; it reads every session of the project and network, so it is slower than a plain page); an unknown parameter is a 400 naming it.
         */
        get: operations["getV1CheckoutSessions"];
        put?: never;
        /**
         * Create a checkout session
         * @description A session of the key's project on the key's network, paid at `checkout_url`; it expires after the configured lifetime.
         */
        post: operations["postV1CheckoutSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a checkout session
         * @description A session of the key's project on the key's network, with its payment options and every payment recorded for it. Another project's or network's session is a 404.
         */
        get: operations["getV1CheckoutSessionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a pending checkout session
         * @description Only a pending session can be expired; any other status is a 400 naming `id`.
         */
        post: operations["postV1CheckoutSessionsIdExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a checkout session's refunds, newest first
         * @description The refunds of a session of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. Another project's or network's session is a 404.
         */
        get: operations["getV1CheckoutSessionsIdRefunds"];
        put?: never;
        /**
         * Create a refund of a checkout session
         * @description Records a refund for the merchant to send from the receiving address with their own wallet (the service holds no keys): `amount` of the token of the session's largest confirmed credited payment, on its chain, to `to_address` (by default that payment's sender). At most what the session's confirmed credited payments on that chain and token add up to, less its pending and succeeded refunds there (by default all of that); more is a 400 naming `amount`, and a session with no confirmed credited payment is a 400 naming `id`. The chain watcher recognises the transfer of exactly that amount from `from_address` to `to_address` and the refund succeeds once it has the chain's confirmations (`refund.succeeded`); unpaid after 7 days it fails (`refund.failed`). Another project's or network's session is a 404.
         */
        post: operations["postV1CheckoutSessionsIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions/{id}/refunds/{refund_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a refund
         * @description A refund of a session of the key's project on the key's network; another session's refund, or another project's or network's session, is a 404.
         */
        get: operations["getV1CheckoutSessionsIdRefundsRefundId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/sessions/{id}/refunds/{refund_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending refund
         * @description A pending refund no transfer has paid yet fails, `failure_reason: "cancelled"`, with `refund.failed`. A refund whose transfer the watcher has seen, or one already succeeded or failed, is a 400 naming `id`.
         */
        post: operations["postV1CheckoutSessionsIdRefundsRefundIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, newest first
         * @description The events of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page); filtered by `type` and by `created[gt|gte|lt|lte]`. The list carries no deliveries: retrieve one event for them.
         */
        get: operations["getV1Events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event with its deliveries and their attempts
         * @description The event with each delivery (one per endpoint, and one per resend) and every attempt of each: status, response and latency.
         */
        get: operations["getV1EventsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event again (same webhook-id) to one endpoint, or to every enabled endpoint subscribed to its type
         * @description A new delivery with the same `webhook-id`, so a receiver that already handled the event can tell. With `endpoint`, to that enabled endpoint of the project; without, to every enabled endpoint subscribed to the event's type.
         */
        post: operations["postV1EventsIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export payments as CSV
         * @description The payments of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status` (`attributed` or `unattributed`), `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `tx_hash`, `log_index`, `block_number`, `payer`, `to_address`, `transfer_state` (`confirming`, `confirmed`, `withdrawn`), `confirmations`, `confirmed_at`; metadata is the session's, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getV1ExportsPaymentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/refunds.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export refunds as CSV
         * @description The refunds of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status`, `failure_reason`, `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `from_address`, `to_address` (the payee), `tx_hash`, `block_number`, `confirmations`, `succeeded_at`, `expires_at`; metadata is the session's, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getV1ExportsRefundsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/sessions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export sessions as CSV
         * @description The sessions of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status`, `network`, `currency`, `amount_usd`, `description`, `customer_email`, and the payment that paid it (its first credited one still on the chain, a confirmed one first): `chain`, `token`, `token_amount`, `tx_hash`, `payer`, `completed_at`; then `failure_reason`, `expires_at`, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getV1ExportsSessionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the service: database, job queue, workers, chains, networks
         * @description Not rate limited. `down` (no database) answers 503 with the same body; `degraded` (no live worker, or a chain RPC that does not answer) is still a 200. `checks.networks` says per network whether its sessions can be paid: `not_configured` (no chain with an RPC URL, so sessions get `payment_options: []`) is an operator's choice and leaves the status `ok`.
         */
        get: operations["getV1Health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: the public interface in OpenAPI 3.1
         * @description The public interface and the hosted page in OpenAPI 3.1, built from the schemas the service validates with; every resource is a named schema in `components.schemas`.
         */
        get: operations["getV1OpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments, newest first
         * @description Every transfer the service recorded to a receiving address the key's project has had, on the key's network: those credited to one of its sessions (`attributed`) and those no session claims (`unattributed`: a payment short beyond the tolerance, an overpayment, a round amount several sessions could have asked for), newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true (with the same filters). Filtered by `status`, `chain`, `token` and `created[gte]`/`created[lt]` (a chain or token the network does not have matches nothing). An unknown parameter is a 400 naming it.
         */
        get: operations["getV1Payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payment
         * @description A payment of the key's project on the key's network; another project's or network's is a 404.
         */
        get: operations["getV1PaymentsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach an unattributed payment to a checkout session
         * @description Credits an unattributed payment to `session`, a checkout session of the key's project and network that is not completed (pending, processing, failed or expired; an expired session whose payment arrived late is then completed by it), whatever the amount: the session is then settled by the payment rules. Once: attaching an attributed payment is a 400 naming `id`; a completed session is a 400 naming `session`; another project's or network's payment or session is a 404.
         */
        post: operations["postV1PaymentsIdAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/checkout/sessions/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment outcome on a test-mode session
         * @description Test keys only (live keys get 404). Records a simulated payment and drives the session through the same rules as a real one.
         */
        post: operations["postV1TestHelpersCheckoutSessionsIdSimulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints, newest first
         * @description The endpoints of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page).
         */
        get: operations["getV1WebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint; the answer shows its signing secret, once
         * @description For the key's project and network. Live endpoints must use https, test endpoints may use http; the URL's host must resolve, and to no private, loopback or link-local address unless the operator allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS). At most 16 endpoints per project and network.
         */
        post: operations["postV1WebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description An endpoint of the key's project and network; its secret is never shown again.
         */
        get: operations["getV1WebhookEndpointsId"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its pending deliveries
         * @description Its pending deliveries are dropped; the events stay in the event log.
         */
        delete: operations["deleteV1WebhookEndpointsId"];
        options?: never;
        head?: never;
        /**
         * Change the URL, subscribed events or description of an endpoint, or disable and re-enable it
         * @description Only the fields sent change; a new URL is checked as at creation. `disabled: true` stops deliveries; `disabled: false` re-enables an endpoint, whatever disabled it.
         */
        patch: operations["patchV1WebhookEndpointsId"];
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown once; the previous one keeps signing beside it for 24 hours
         * @description The answer shows the new `whsec_…` secret, once. For 24 hours deliveries carry a signature by each secret, so a receiver can switch without missing one.
         */
        post: operations["postV1WebhookEndpointsIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook_endpoint.test` event to this endpoint alone
         * @description Records a `webhook_endpoint.test` event (its `data.object` the endpoint) and delivers it to this endpoint, whatever events it subscribes to, signed and retried like any other; the answer is the event with its delivery, whose attempts `GET /v1/events/{id}` shows as they happen. A disabled endpoint is a 400 naming `id`.
         */
        post: operations["postV1WebhookEndpointsIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zk/proofs/{proofId}/interface": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proof's deployed verifier: address, chain, ABI and call snippets
         * @description For the secret key's network: the deployment on `chain`, or the most recent one, with `attestation`: the attestation registry and the consumer snippets that check the key's proofs by inclusion instead of a pairing (docs/attestations.md). 409 proof_not_ready when the record has no verification key or no deployment there; 400 names `chain` when it is unknown or of the other network.
         */
        get: operations["getV1ZkProofsProofIdInterface"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zk/proofs/{proofId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify one proof against a ZK proof record
         * @description Answers `verified` (true or false) with a signed receipt; a proof of the wrong shape is a 400 naming the field. A `Server-Timing` header gives where the time went, in milliseconds: `verify` (the Groth16 check in a worker thread), `pool` (waiting for a thread and the hand-off to it and back), `store` (the durable record of the verification), and `keys` and `onchain` when the key (and with `onchain`, its deployment) was read or a deployed verifier called.
         */
        post: operations["postV1ZkProofsProofIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zk/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a batch of proofs
         * @description Up to 100 items are verified at once (200, with every item); up to 10000 are queued (202, `Location` to poll).
         */
        post: operations["postV1ZkVerifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zk/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queued batch's progress and a page of its items
         * @description A batch queued by `POST /v1/zk/verifications` (more items than are verified at once): its counts, and a page of its items by index, each pending, verified, not verified, or in error. Pass the last index of a page as `starting_after` for the next.
         */
        get: operations["getV1ZkVerificationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zk/verifications/{id}/attestation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verified proof's on-chain attestation: leaf, root, inclusion path and postings
         * @description For a verification of the key's project and network (a single verify's `zkv_` id or a batch item's): its leaf, and once its tree is built the root, the path `MerkleProof.verify` and the registry's `isAttested` accept, and the root's posting on each chain. 409 conflict for a verification whose proof did not verify (it has no leaf) or that predates attestations.
         */
        get: operations["getV1ZkVerificationsIdAttestation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Attestation: {
            /** @constant */
            valid: true;
            kid: string;
            claims: components["schemas"]["ReceiptClaims"] | components["schemas"]["PaymentReceiptClaims"];
        } | {
            /** @constant */
            valid: false;
            /** @enum {unknown} */
            reason: "malformed" | "unknown_key" | "bad_signature";
            message: string;
        };
        /** @description A consumer contract that recomputes the leaf from the proof and its public signals and checks it through the registry, and a viem call of `isAttested`. */
        AttestationSnippets: {
            solidity: string;
            viem: string;
        };
        /**
         * @example {
         *       "id": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
         *       "object": "checkout.session",
         *       "amount_usd": "19.99",
         *       "currency": "USD",
         *       "description": "Order 1042",
         *       "metadata": {
         *         "order_id": "1042"
         *       },
         *       "status": "pending",
         *       "network": "testnet",
         *       "return_url": "https://shop.example/thanks",
         *       "cancel_url": null,
         *       "customer_email": "ada@example.com",
         *       "expires_at": "2026-11-21T21:30:00.000Z",
         *       "created_at": "2026-11-21T21:00:00.000Z",
         *       "checkout_url": "https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
         *       "payment": null,
         *       "payment_options": [
         *         {
         *           "chain": "base-sepolia",
         *           "chain_id": 84532,
         *           "token": "USDC",
         *           "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
         *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
         *           "amount": "19.994127",
         *           "amount_base_units": "19994127",
         *           "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127"
         *         }
         *       ],
         *       "payments": [],
         *       "failure_reason": null
         *     }
         */
        CheckoutSession: {
            id: string;
            /** @constant */
            object: "checkout.session";
            amount_usd: string;
            /** @constant */
            currency: "USD";
            description: string | null;
            metadata: null | {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {unknown} */
            status: "pending" | "processing" | "completed" | "failed" | "expired";
            /** @enum {unknown} */
            network: "mainnet" | "testnet";
            return_url: string | null;
            cancel_url: string | null;
            /** @description Where the receipt is e-mailed once the session completes; null when none was given. */
            customer_email: string | null;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uri */
            checkout_url: string;
            payment: null | components["schemas"]["Payment"];
            /** @description Per chain and token of the session network that is watched, the exact amount that pays this session (docs/payments.md). */
            payment_options: components["schemas"]["PaymentOption"][];
            /** @description Every payment recorded for the session, oldest first, including late, extra and withdrawn ones (docs/payments.md). */
            payments: components["schemas"]["Payment"][];
            /** @description Why a failed session failed. */
            failure_reason: null | ("underpaid" | "transaction_reverted");
        };
        CheckoutSessionCreate: {
            /** @description US dollars: 0.01 to 10000000.00, with at most 2 decimal places (judged on the digits sent, so 19.99 is exact). */
            amount_usd: number;
            description?: string;
            metadata?: {
                [key: string]: string | number | boolean | null;
            };
            /**
             * Format: uri
             * @description An absolute http or https URL.
             */
            return_url?: string;
            /**
             * Format: uri
             * @description An absolute http or https URL.
             */
            cancel_url?: string;
            /**
             * Format: email
             * @description The customer's e-mail address: once the session completes, a receipt is e-mailed there (when the service sends e-mail: docs/operations.md).
             */
            customer_email?: string;
        };
        CheckoutSessionList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["CheckoutSession"][];
            has_more: boolean;
        };
        CheckoutStatus: {
            id: string;
            /** @enum {unknown} */
            status: "pending" | "processing" | "completed" | "failed" | "expired";
            /** Format: date-time */
            expires_at: string;
            payment: null | components["schemas"]["Payment"];
        };
        DeletedWebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            /** @constant */
            deleted: true;
        };
        Error: {
            error: {
                /**
                 * @description Machine-readable; the spec's Errors table.
                 * @enum {string}
                 */
                code: "invalid_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "rate_limited" | "internal_error" | "unavailable" | "proof_not_ready" | "onchain_unavailable";
                /** @description For people; a bad field reads `<field>: <reason>`. */
                message: string;
            };
        };
        Event: {
            id: string;
            /** @constant */
            object: "event";
            /** @enum {string} */
            type: "checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test";
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            network: "testnet" | "mainnet";
            data: {
                /** @description The resource as the API returns it, at the time of the event. */
                object: Record<string, never>;
            };
        };
        EventList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["Event"][];
            has_more: boolean;
        };
        EventWithDeliveries: {
            id: string;
            /** @constant */
            object: "event";
            /** @enum {string} */
            type: "checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test";
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            network: "testnet" | "mainnet";
            data: {
                /** @description The resource as the API returns it, at the time of the event. */
                object: Record<string, never>;
            };
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /** @description snarkjs's proof.json: affine BN254 points as canonical decimal strings, each coordinate below the field modulus and each point on the curve. */
        Groth16Proof: {
            /** @description G1: [x, y, "1"]. */
            pi_a: string[];
            /** @description G2: [[x0, x1], [y0, y1], ["1", "0"]]. */
            pi_b: string[][];
            /** @description G1: [x, y, "1"]. */
            pi_c: string[];
            /** @constant */
            protocol?: "groth16";
            /** @constant */
            curve?: "bn128";
        };
        Health: {
            /** @enum {unknown} */
            status: "ok" | "degraded" | "down";
            checks: {
                database: {
                    /** @enum {unknown} */
                    status: "ok" | "down";
                    latency_ms: number;
                } | {
                    /** @constant */
                    status: "down";
                    error: string;
                };
                queue: {
                    /** @enum {unknown} */
                    status: "ok" | "down";
                    queued: number;
                    running: number;
                    failed: number;
                } | {
                    /** @constant */
                    status: "down";
                    error: string;
                };
                workers: {
                    /** @enum {unknown} */
                    status: "ok" | "down";
                    live: number;
                } | {
                    /** @constant */
                    status: "down";
                    error: string;
                };
                /** @description Each chain with an RPC URL, by registry key, as its watcher last found it: down when its RPC did not answer (docs/payments.md). */
                chains: {
                    [key: string]: {
                        /** @enum {unknown} */
                        status: "ok" | "down";
                        head_block: number | null;
                        /** Format: date-time */
                        last_ok_at: string | null;
                        error?: string;
                    };
                };
                /** @description Whether sessions of each network can be paid: the chains configured for it, or `not_configured` and what to set. */
                networks: {
                    testnet: {
                        /**
                         * @description `not_configured`: no chain of the network has an RPC URL, so its sessions get `payment_options: []` and cannot be paid (an operator's choice, so health's status stays `ok`).
                         * @enum {unknown}
                         */
                        status: "ok" | "not_configured";
                        /** @description The registry keys of the chains its sessions can be paid on. */
                        chains: string[];
                        /** @description With `not_configured`: what it means and how to configure a chain. */
                        message?: string;
                    };
                    mainnet: {
                        /**
                         * @description `not_configured`: no chain of the network has an RPC URL, so its sessions get `payment_options: []` and cannot be paid (an operator's choice, so health's status stays `ok`).
                         * @enum {unknown}
                         */
                        status: "ok" | "not_configured";
                        /** @description The registry keys of the chains its sessions can be paid on. */
                        chains: string[];
                        /** @description With `not_configured`: what it means and how to configure a chain. */
                        message?: string;
                    };
                };
                /** @description E-mail: `not_configured` without SMTP_URL (an operator's choice: the status stays as it is); else `ok`, or `down` when the last delivery attempt failed (the status is then degraded), with the messages waiting to be sent. */
                email: {
                    /** @constant */
                    status: "not_configured";
                } | {
                    /** @enum {unknown} */
                    status: "ok" | "down";
                    pending: number;
                    error?: string;
                };
            };
        };
        Jwks: {
            keys: {
                /** @constant */
                kty: "OKP";
                /** @constant */
                crv: "Ed25519";
                x: string;
                kid: string;
                /** @constant */
                alg: "EdDSA";
                /** @constant */
                use: "sig";
            }[];
        };
        /**
         * @example {
         *       "id": "pay_0mwqw65c0aQ3nV8rT2yX6zB1cE5gJ9k",
         *       "object": "payment",
         *       "chain": "base-sepolia",
         *       "token": "USDC",
         *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
         *       "tx_hash": "0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f",
         *       "log_index": 3,
         *       "from": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
         *       "amount": "12.50",
         *       "block_number": 19042117,
         *       "confirmations": 4,
         *       "confirmations_required": 2,
         *       "status": "unattributed",
         *       "session": null,
         *       "receipt": null,
         *       "created_at": "2026-11-21T21:04:00.000Z"
         *     }
         */
        LedgerPayment: {
            id: string;
            /** @constant */
            object: "payment";
            /** @description Registry key of the chain, e.g. "base-sepolia". */
            chain: string;
            /** @description Token symbol, e.g. "USDC". */
            token: string;
            /** @description The token contract, EIP-55 checksummed. */
            token_address: string;
            tx_hash: string;
            /** @description The Transfer log's index in its block: a transaction may hold several transfers. */
            log_index: number;
            /** @description The sender, EIP-55 checksummed. */
            from: null | string;
            /** @description The amount transferred, in token units. */
            amount: string;
            /** @description Null for a simulated payment. */
            block_number: number | null;
            /** @description Blocks on top of its block (its own included) as the watcher last counted them; 0 while unmined or withdrawn by a reorg. */
            confirmations: number;
            /** @description The chain's confirmations for a transfer to count as confirmed (0 for a simulated one). */
            confirmations_required: number;
            /**
             * @description attributed: credited to (or recorded for) a checkout session, named by `session`; unattributed: no session claims it yet.
             * @enum {unknown}
             */
            status: "unattributed" | "attributed";
            /** @description The checkout session it was attributed to, or null. */
            session: string | null;
            /** @description The signed payment receipt (a compact JWS; docs/receipts.md), once the payment is confirmed and credited to its session; null before, and for an unattributed payment until it is attached to a session. */
            receipt: string | null;
            /**
             * Format: date-time
             * @description When the service recorded it.
             */
            created_at: string;
        };
        LedgerPaymentAttach: {
            /** @description A checkout session of the key's project and network that is not completed. */
            session: string;
        };
        LedgerPaymentList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["LedgerPayment"][];
            has_more: boolean;
        };
        Payment: {
            /** @description Registry key of the chain paid on, e.g. "base-sepolia". */
            chain: string;
            /** @description Token symbol paid, e.g. "USDC". */
            token: string;
            tx_hash: string;
            /** @description Token amount of this transfer, in token units. */
            amount: string;
            confirmations: number;
            /**
             * Format: date-time
             * @description When the required confirmations were reached.
             */
            completed_at: string | null;
            /**
             * @description confirming, confirmed, or withdrawn (its block left the canonical chain).
             * @enum {unknown}
             */
            status: "confirming" | "confirmed" | "withdrawn";
            confirmations_required: number;
            block_number: number | null;
            /** @description Mined after the session expired: recorded, not credited. */
            late: boolean;
            /** @description Paid to a session that was already completed: recorded, not credited. */
            extra: boolean;
            /** @description Recorded by the test helper, not on a chain. */
            simulated: boolean;
            /** @description The session's tagged amount on this chain and token. */
            amount_due: string;
            /** @description Credited to the session so far on this chain and token, this transfer included. */
            amount_received: string;
            /** @description What was received beyond amount_due (overpayment), else "0". */
            amount_excess: string;
            /** @description What amount_received falls short of the session's USD amount (amount_usd in this token), else "0.00": a session completed within the project's underpayment tolerance shows what it forgave. */
            shortfall: string;
            /** @description A signed payment receipt (a compact JWS with the verification receipts' keys: check it offline against `/v1/.well-known/jwks.json`, or with `POST /v1/attestations/verify`), once this payment is confirmed and credited; else null. Cleared if its block leaves the chain, signed again once it is confirmed again. */
            receipt: string | null;
        };
        PaymentOption: {
            /** @description Registry key of the chain, e.g. "base-sepolia". */
            chain: string;
            chain_id: number;
            /** @description Token symbol, e.g. "USDC". */
            token: string;
            /** @description The token contract, EIP-55 checksummed. */
            token_address: string;
            /** @description The project's receiving address, EIP-55 checksummed. */
            address: string;
            /** @description The exact amount to send, in token units: the USD amount plus a tag below one cent. */
            amount: string;
            /** @description The same amount in base units (integer string). */
            amount_base_units: string;
            /** @description EIP-681 transfer URI, as encoded in the QR code. */
            eip681_uri: string;
        };
        PaymentReceiptClaims: {
            iss: string;
            iat: number;
            /** @description The payment id. */
            jti: string;
            /** @description The checkout session the payment was credited to. */
            session_id: string;
            /** @enum {string} */
            network: "testnet" | "mainnet";
            chain_id: number;
            /** @description Token symbol, e.g. "USDC". */
            token: string;
            token_address: string;
            tx_hash: string;
            log_index: number;
            block_hash: string;
            block_number: number;
            /** @description The amount transferred, in token units. */
            amount: string;
            /** @description The USD amount of the session it was credited to. */
            amount_usd: string;
            /** @description Confirmations when signed (at least the chain's required count). */
            confirmations: number;
        };
        ReceiptClaims: {
            iss: string;
            iat: number;
            jti: string;
            proof_id: string;
            vk_hash: string;
            proof_hash: string;
            public_signals_hash: string;
            verified: boolean;
            /** @enum {string} */
            network: "testnet" | "mainnet";
            chain_id?: number;
            contract_address?: string;
            block_number?: number;
        };
        /**
         * @example {
         *       "id": "re_0mwqw65c0bT4kW9xS3zY7aC2dF6hK0m",
         *       "object": "refund",
         *       "session": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
         *       "status": "pending",
         *       "chain": "base-sepolia",
         *       "token": "USDC",
         *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
         *       "to_address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
         *       "amount": "5.00",
         *       "amount_base_units": "5000000",
         *       "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=5000000",
         *       "created_at": "2026-11-21T21:04:00.000Z",
         *       "from_address": "0x52908400098527886E0F7030069857D2E4169EE7",
         *       "expires_at": "2026-11-28T21:04:00.000Z",
         *       "failure_reason": null,
         *       "tx_hash": null,
         *       "block_number": null,
         *       "confirmations": 0,
         *       "succeeded_at": null
         *     }
         */
        Refund: {
            id: string;
            /** @constant */
            object: "refund";
            /** @description The checkout session refunded. */
            session: string;
            /**
             * @description pending: waiting for the merchant's transfer, or for its confirmations (`tx_hash` set); succeeded: the transfer has the chain's confirmations; failed: cancelled, or expired unpaid (`failure_reason`).
             * @enum {unknown}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Registry key of the chain to send it on: that of the refunded payment. */
            chain: string;
            /** @description Token symbol to send: that of the refunded payment. */
            token: string;
            /** @description The token contract, EIP-55 checksummed. */
            token_address: string;
            /** @description Whom to send it to, EIP-55 checksummed. */
            to_address: string;
            /** @description The exact amount to send, in token units. */
            amount: string;
            /** @description The same amount in base units (integer string). */
            amount_base_units: string;
            /** @description EIP-681 transfer URI of exactly this transfer, for a wallet or a QR code. */
            eip681_uri: string;
            /** Format: date-time */
            created_at: string;
            /** @description The receiving address the refunded payment was paid to: only a transfer sent from it pays the refund. EIP-55 checksummed. */
            from_address: string;
            /**
             * Format: date-time
             * @description A refund still unpaid then fails, `failure_reason: "expired"`.
             */
            expires_at: string;
            /** @description Why a failed refund failed; else null. */
            failure_reason: null | ("cancelled" | "expired");
            /** @description The transfer that pays it, once the watcher saw one; null again if its block leaves the chain. */
            tx_hash: string | null;
            block_number: number | null;
            confirmations: number;
            /** Format: date-time */
            succeeded_at: string | null;
        };
        RefundCreate: {
            /** @description In token units, a decimal string ("5.00"), at most the token's decimals. Default: all the session received on the refunded payment's chain and token, less its pending and succeeded refunds. */
            amount?: string;
            /** @description Whom to refund. Default: the sender (`from`) of the refunded payment, the session's largest confirmed credited payment. */
            to_address?: string;
        };
        RefundList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["Refund"][];
            has_more: boolean;
        };
        VerificationAttestation: {
            /** @constant */
            object: "zk.verification_attestation";
            verification_id: string;
            /** @enum {unknown} */
            network: "testnet" | "mainnet";
            /**
             * @description `pending`: not yet in a root, or its root not yet mined on any chain; `posted`: the root is mined on at least one chain; `confirmed`: it has its confirmations on every chain it went to.
             * @enum {unknown}
             */
            status: "pending" | "posted" | "confirmed";
            /** @description keccak256(abi.encode(vk_keccak, public_signals_keccak, proof_keccak)) (docs/attestations.md). */
            leaf: string;
            /** @description The Merkle root of the tree the leaf is in; null while pending. */
            root: string | null;
            /** @description The inclusion path (OpenZeppelin's MerkleProof order): empty while pending. */
            proof: string[];
            /** @description The leaf's position among the tree's sorted leaves. */
            leaf_index: number | null;
            leaf_count: number | null;
            chains: {
                chain: string;
                chain_id: number;
                /** @enum {unknown} */
                status: "pending" | "posted" | "confirmed";
                registry_address: string | null;
                tx_hash: string | null;
                block_number: number | null;
                confirmations: number;
            }[];
            snippets: components["schemas"]["AttestationSnippets"];
        };
        VerificationBatch: {
            /** @constant */
            object: "zk.verification_batch";
            id: string | null;
            /** @enum {unknown} */
            status: "queued" | "running" | "completed" | "failed";
            item_count: number;
            processed_count: number;
            verified_count: number;
            unverified_count: number;
            error_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            items?: {
                /** @constant */
                object: "list";
                data: components["schemas"]["VerificationBatchItem"][];
                has_more: boolean;
            };
        };
        VerificationBatchItem: {
            /** @constant */
            object: "zk.verification_batch_item";
            index: number;
            proof_id: string | null;
            /** @enum {unknown} */
            status: "pending" | "verified" | "not_verified" | "error";
            verification: components["schemas"]["ZkVerification"] | null;
            error: components["schemas"]["VerificationItemError"] | null;
        };
        VerificationItemError: {
            /** @enum {unknown} */
            code: "not_found" | "proof_not_ready" | "invalid_request";
            message: string;
            details: {
                field: string;
                message: string;
            }[];
        };
        VerificationRequestItem: {
            proof_id: string;
            proof: components["schemas"]["Groth16Proof"];
            /** @description The public signals (snarkjs's public.json): canonical decimal strings below the scalar field order, as many as the key's nPublic, in its order. */
            public_signals: string[];
        };
        VerifierInterface: {
            proof_id: string;
            contract_address: string;
            chain: string;
            chain_id: number;
            /** @enum {unknown} */
            network: "testnet" | "mainnet";
            abi: Record<string, never>[];
            public_signal_count: number;
            snippets: {
                curl: string;
                viem: string;
                cast: string;
                solidity: string;
            };
            /** @description Checking the key's proofs by attestation roots instead of a pairing (docs/attestations.md): the chain's AttestationRegistry, and the consumer snippets for this key. */
            attestation: {
                /** @description The operator's registry: one CREATE2 address on every chain, where the first root posted there deploys it. Null when the network has no deployer key (no roots are posted); the snippets then say `<registry_address>`. */
                registry_address: string | null;
                snippets: components["schemas"]["AttestationSnippets"];
            };
        };
        WebhookDelivery: {
            id: string;
            endpoint_id: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempt_count: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            attempt: number;
            /** Format: date-time */
            attempted_at: string;
            response_status: number | null;
            response_body: string | null;
            error: string | null;
            latency_ms: number;
            succeeded: boolean;
        };
        WebhookDeliveryList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["WebhookDelivery"][];
            /** @constant */
            has_more: false;
        };
        WebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            description: string | null;
            enabled_events: ("checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test" | "*")[];
            /** @enum {string} */
            status: "enabled" | "disabled";
            disabled_reason: null | ("requested" | "gone" | "failing");
            /** @enum {string} */
            network: "testnet" | "mainnet";
            /** Format: date-time */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        WebhookEndpointCreate: {
            /**
             * Format: uri
             * @description An absolute URL without credentials or fragment: https, or http for test endpoints; its host must resolve to public addresses unless the operator allows private ones.
             */
            url: string;
            enabled_events?: ("checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test" | "*")[];
            description?: string;
        };
        WebhookEndpointList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["WebhookEndpoint"][];
            has_more: boolean;
        };
        WebhookEndpointUpdate: {
            /**
             * Format: uri
             * @description An absolute URL without credentials or fragment: https, or http for test endpoints; its host must resolve to public addresses unless the operator allows private ones.
             */
            url?: string;
            enabled_events?: ("checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test" | "*")[];
            description?: string | null;
            disabled?: boolean;
        };
        WebhookEndpointWithSecret: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            description: string | null;
            enabled_events: ("checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test" | "*")[];
            /** @enum {string} */
            status: "enabled" | "disabled";
            disabled_reason: null | ("requested" | "gone" | "failing");
            /** @enum {string} */
            network: "testnet" | "mainnet";
            /** Format: date-time */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            secret: string;
        };
        /**
         * @example {
         *       "object": "zk.verification",
         *       "id": "zkv_0mwqw65c03kTq0mD9bVw1xYl7QeR2aN",
         *       "proof_id": "zkp_0mwqu0zk05C4JQPILgRZdoLDWXcQLT7",
         *       "verified": true,
         *       "receipt": "eyJhbGciOiJFZERTQSIsImtpZCI6IjRmUk0…",
         *       "created_at": "2026-11-21T21:00:00.000Z"
         *     }
         */
        ZkVerification: {
            /** @constant */
            object: "zk.verification";
            id: string;
            proof_id: string;
            verified: boolean;
            receipt: string;
            /** Format: date-time */
            created_at: string;
            onchain?: {
                chain: string;
                chain_id: number;
                contract_address: string;
                block_number: number;
            };
            reason?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCId: {
        parameters: {
            query?: {
                /** @description A chain registry key, e.g. `base-sepolia`. */
                chain?: string;
                /** @description A token symbol, e.g. `USDC`. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    postCIdPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "chain": "base-sepolia",
                 *       "tx_hash": "0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f"
                 *     }
                 */
                "application/json": {
                    /** @description Registry key of the chain the transaction is on. */
                    chain: string;
                    /** @description 0x and 64 hex digits. */
                    tx_hash: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work continues in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutStatus"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `onchain_unavailable` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "onchain_unavailable",
                     *         "message": "The chain RPC did not respond"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutStatus"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCAssetsCheckoutHashJs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The script's content hash, as the page links it. */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    getDashboardPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any path below /dashboard, slashes included: the client renders the page it names. */
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    getDashboardAssetsVersionFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The files' content hash, as the page links it. */
                version: string;
                /** @description A module or the stylesheet. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": unknown;
                    "text/css": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboardAssetsQrSvg: {
        parameters: {
            query: {
                /** @description An EIP-681 URI (`ethereum:…`), as a refund carries it. */
                data: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1WellKnownJwksJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1AttestationsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "receipt": "eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJ…"
                 *     }
                 */
                "application/json": {
                    /** @description The compact JWS of a verification, or of a payment (a session's `payment.receipt`). */
                    receipt: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attestation"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CheckoutSessions: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
                /** @description Only sessions in this status. */
                status?: "pending" | "processing" | "completed" | "failed" | "expired";
                /** @description A session id, or a metadata value: only the sessions it names. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CheckoutSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_usd": 19.99,
                 *       "description": "Order 1042",
                 *       "metadata": {
                 *         "order_id": "1042"
                 *       },
                 *       "return_url": "https://shop.example/thanks"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutSessionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "object": "checkout.session",
                     *       "amount_usd": "19.99",
                     *       "currency": "USD",
                     *       "description": "Order 1042",
                     *       "metadata": {
                     *         "order_id": "1042"
                     *       },
                     *       "status": "pending",
                     *       "network": "testnet",
                     *       "return_url": "https://shop.example/thanks",
                     *       "cancel_url": null,
                     *       "customer_email": "ada@example.com",
                     *       "expires_at": "2026-11-21T21:30:00.000Z",
                     *       "created_at": "2026-11-21T21:00:00.000Z",
                     *       "checkout_url": "https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "payment": null,
                     *       "payment_options": [
                     *         {
                     *           "chain": "base-sepolia",
                     *           "chain_id": 84532,
                     *           "token": "USDC",
                     *           "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "amount": "19.994127",
                     *           "amount_base_units": "19994127",
                     *           "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127"
                     *         }
                     *       ],
                     *       "payments": [],
                     *       "failure_reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CheckoutSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "object": "checkout.session",
                     *       "amount_usd": "19.99",
                     *       "currency": "USD",
                     *       "description": "Order 1042",
                     *       "metadata": {
                     *         "order_id": "1042"
                     *       },
                     *       "status": "pending",
                     *       "network": "testnet",
                     *       "return_url": "https://shop.example/thanks",
                     *       "cancel_url": null,
                     *       "customer_email": "ada@example.com",
                     *       "expires_at": "2026-11-21T21:30:00.000Z",
                     *       "created_at": "2026-11-21T21:00:00.000Z",
                     *       "checkout_url": "https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "payment": null,
                     *       "payment_options": [
                     *         {
                     *           "chain": "base-sepolia",
                     *           "chain_id": 84532,
                     *           "token": "USDC",
                     *           "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "amount": "19.994127",
                     *           "amount_base_units": "19994127",
                     *           "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127"
                     *         }
                     *       ],
                     *       "payments": [],
                     *       "failure_reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CheckoutSessionsIdExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "object": "checkout.session",
                     *       "amount_usd": "19.99",
                     *       "currency": "USD",
                     *       "description": "Order 1042",
                     *       "metadata": {
                     *         "order_id": "1042"
                     *       },
                     *       "status": "pending",
                     *       "network": "testnet",
                     *       "return_url": "https://shop.example/thanks",
                     *       "cancel_url": null,
                     *       "customer_email": "ada@example.com",
                     *       "expires_at": "2026-11-21T21:30:00.000Z",
                     *       "created_at": "2026-11-21T21:00:00.000Z",
                     *       "checkout_url": "https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "payment": null,
                     *       "payment_options": [
                     *         {
                     *           "chain": "base-sepolia",
                     *           "chain_id": 84532,
                     *           "token": "USDC",
                     *           "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "amount": "19.994127",
                     *           "amount_base_units": "19994127",
                     *           "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127"
                     *         }
                     *       ],
                     *       "payments": [],
                     *       "failure_reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CheckoutSessionsIdRefunds: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CheckoutSessionsIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "5.00",
                 *       "to_address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
                 *     }
                 */
                "application/json": components["schemas"]["RefundCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "re_0mwqw65c0bT4kW9xS3zY7aC2dF6hK0m",
                     *       "object": "refund",
                     *       "session": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "status": "pending",
                     *       "chain": "base-sepolia",
                     *       "token": "USDC",
                     *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *       "to_address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *       "amount": "5.00",
                     *       "amount_base_units": "5000000",
                     *       "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=5000000",
                     *       "created_at": "2026-11-21T21:04:00.000Z",
                     *       "from_address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *       "expires_at": "2026-11-28T21:04:00.000Z",
                     *       "failure_reason": null,
                     *       "tx_hash": null,
                     *       "block_number": null,
                     *       "confirmations": 0,
                     *       "succeeded_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CheckoutSessionsIdRefundsRefundId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                refund_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "re_0mwqw65c0bT4kW9xS3zY7aC2dF6hK0m",
                     *       "object": "refund",
                     *       "session": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "status": "pending",
                     *       "chain": "base-sepolia",
                     *       "token": "USDC",
                     *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *       "to_address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *       "amount": "5.00",
                     *       "amount_base_units": "5000000",
                     *       "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=5000000",
                     *       "created_at": "2026-11-21T21:04:00.000Z",
                     *       "from_address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *       "expires_at": "2026-11-28T21:04:00.000Z",
                     *       "failure_reason": null,
                     *       "tx_hash": null,
                     *       "block_number": null,
                     *       "confirmations": 0,
                     *       "succeeded_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CheckoutSessionsIdRefundsRefundIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                refund_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "re_0mwqw65c0bT4kW9xS3zY7aC2dF6hK0m",
                     *       "object": "refund",
                     *       "session": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "status": "pending",
                     *       "chain": "base-sepolia",
                     *       "token": "USDC",
                     *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *       "to_address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *       "amount": "5.00",
                     *       "amount_base_units": "5000000",
                     *       "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=5000000",
                     *       "created_at": "2026-11-21T21:04:00.000Z",
                     *       "from_address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *       "expires_at": "2026-11-28T21:04:00.000Z",
                     *       "failure_reason": null,
                     *       "tx_hash": null,
                     *       "block_number": null,
                     *       "confirmations": 0,
                     *       "succeeded_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Events: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
                /** @description Only events of this type. */
                type?: "checkout.session.pending" | "checkout.session.processing" | "checkout.session.completed" | "checkout.session.failed" | "checkout.session.expired" | "checkout.session.payment_late" | "checkout.session.payment_withdrawn" | "checkout.session.payment_extra" | "payment.unattributed" | "refund.succeeded" | "refund.pending" | "refund.failed" | "zk.verification_batch.completed" | "attestation.confirmed" | "webhook_endpoint.disabled" | "webhook_endpoint.test";
                /** @description created_at gt this time */
                "created[gt]"?: string;
                /** @description created_at gte this time */
                "created[gte]"?: string;
                /** @description created_at lt this time */
                "created[lt]"?: string;
                /** @description created_at lte this time */
                "created[lte]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1EventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWithDeliveries"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1EventsIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint": "we_0mwqw65c0bKs7PqX3zYe9RdU2nMy5Gf"
                 *     }
                 */
                "application/json": {
                    endpoint?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ExportsPaymentsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ExportsRefundsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ExportsSessionsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getV1OpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Payments: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
                /** @description Only payments in this status. */
                status?: "unattributed" | "attributed";
                /** @description Only payments on this chain (its registry key, e.g. `base-sepolia`). */
                chain?: string;
                /** @description Only payments in this token (its symbol, e.g. `USDC`). */
                token?: string;
                /** @description Only payments recorded at or after this time (ISO 8601 date-time). */
                "created[gte]"?: string;
                /** @description Only payments recorded before this time (ISO 8601 date-time). */
                "created[lt]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerPaymentList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1PaymentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pay_0mwqw65c0aQ3nV8rT2yX6zB1cE5gJ9k",
                     *       "object": "payment",
                     *       "chain": "base-sepolia",
                     *       "token": "USDC",
                     *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *       "tx_hash": "0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f",
                     *       "log_index": 3,
                     *       "from": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *       "amount": "12.50",
                     *       "block_number": 19042117,
                     *       "confirmations": 4,
                     *       "confirmations_required": 2,
                     *       "status": "unattributed",
                     *       "session": null,
                     *       "receipt": null,
                     *       "created_at": "2026-11-21T21:04:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerPayment"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PaymentsIdAttach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "session": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw"
                 *     }
                 */
                "application/json": components["schemas"]["LedgerPaymentAttach"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pay_0mwqw65c0aQ3nV8rT2yX6zB1cE5gJ9k",
                     *       "object": "payment",
                     *       "chain": "base-sepolia",
                     *       "token": "USDC",
                     *       "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *       "tx_hash": "0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f",
                     *       "log_index": 3,
                     *       "from": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *       "amount": "12.50",
                     *       "block_number": 19042117,
                     *       "confirmations": 4,
                     *       "confirmations_required": 2,
                     *       "status": "unattributed",
                     *       "session": null,
                     *       "receipt": null,
                     *       "created_at": "2026-11-21T21:04:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerPayment"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1TestHelpersCheckoutSessionsIdSimulate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "completed"
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    outcome: "completed" | "underpaid" | "overpaid" | "late" | "failed";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "object": "checkout.session",
                     *       "amount_usd": "19.99",
                     *       "currency": "USD",
                     *       "description": "Order 1042",
                     *       "metadata": {
                     *         "order_id": "1042"
                     *       },
                     *       "status": "pending",
                     *       "network": "testnet",
                     *       "return_url": "https://shop.example/thanks",
                     *       "cancel_url": null,
                     *       "customer_email": "ada@example.com",
                     *       "expires_at": "2026-11-21T21:30:00.000Z",
                     *       "created_at": "2026-11-21T21:00:00.000Z",
                     *       "checkout_url": "https://pay.example.com/c/ps_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
                     *       "payment": null,
                     *       "payment_options": [
                     *         {
                     *           "chain": "base-sepolia",
                     *           "chain_id": 84532,
                     *           "token": "USDC",
                     *           "token_address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "amount": "19.994127",
                     *           "amount_base_units": "19994127",
                     *           "eip681_uri": "ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19994127"
                     *         }
                     *       ],
                     *       "payments": [],
                     *       "failure_reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1WebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1WebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "http://localhost:4242/webhooks/proofpay",
                 *       "enabled_events": [
                 *         "checkout.session.completed",
                 *         "checkout.session.expired"
                 *       ],
                 *       "description": "Order fulfilment"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "The ZK proof is already compiling"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1WebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteV1WebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchV1WebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "disabled": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1WebhookEndpointsIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1WebhookEndpointsIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWithDeliveries"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ZkProofsProofIdInterface: {
        parameters: {
            query?: {
                /** @description A registry chain key of the key’s network. */
                chain?: string;
            };
            header?: never;
            path: {
                proofId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifierInterface"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "The ZK proof is already compiling"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ZkProofsProofIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                proofId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "proof": {
                 *         "pi_a": [
                 *           "11259081439365636522071104855025518665104222991213281831866425748026613395732",
                 *           "7671524096496138215175554433597975465686747467681001978093567545974493367305",
                 *           "1"
                 *         ],
                 *         "pi_b": [
                 *           [
                 *             "5505838155333469475549974374255229570237905687239937981867097163325841389073",
                 *             "20253806279446310996898417699825067542999804798616908995475429985492724624603"
                 *           ],
                 *           [
                 *             "20924948456145082028640233993068850578947107966321867178223217182277787316791",
                 *             "15234255340106595366008996409088293236333427963364868106816776221862597429558"
                 *           ],
                 *           [
                 *             "1",
                 *             "0"
                 *           ]
                 *         ],
                 *         "pi_c": [
                 *           "20688507415118887030717429387597080611164521709088867026424334665758826932406",
                 *           "2149438045747948057891390376379752771382474056994175970403632639131663912995",
                 *           "1"
                 *         ],
                 *         "protocol": "groth16",
                 *         "curve": "bn128"
                 *       },
                 *       "public_signals": [
                 *         "3000"
                 *       ]
                 *     }
                 */
                "application/json": {
                    proof: components["schemas"]["Groth16Proof"];
                    /** @description The public signals (snarkjs's public.json): canonical decimal strings below the scalar field order, as many as the key's nPublic, in its order. */
                    public_signals: string[];
                    /** @description Also verify with an `eth_call` of the record's deployed Solidity verifier (docs/onchain.md). */
                    onchain?: boolean;
                    /** @description With `onchain`: the registry chain (of the key's network) whose deployment to call; default the most recent deployment. */
                    chain?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "zk.verification",
                     *       "id": "zkv_0mwqw65c03kTq0mD9bVw1xYl7QeR2aN",
                     *       "proof_id": "zkp_0mwqu0zk05C4JQPILgRZdoLDWXcQLT7",
                     *       "verified": true,
                     *       "receipt": "eyJhbGciOiJFZERTQSIsImtpZCI6IjRmUk0…",
                     *       "created_at": "2026-11-21T21:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ZkVerification"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "The ZK proof is already compiling"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `onchain_unavailable` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "onchain_unavailable",
                     *         "message": "The chain RPC did not respond"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ZkVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "proof_id": "zkp_0mwqu0zk05C4JQPILgRZdoLDWXcQLT7",
                 *           "proof": {
                 *             "pi_a": [
                 *               "11259081439365636522071104855025518665104222991213281831866425748026613395732",
                 *               "7671524096496138215175554433597975465686747467681001978093567545974493367305",
                 *               "1"
                 *             ],
                 *             "pi_b": [
                 *               [
                 *                 "5505838155333469475549974374255229570237905687239937981867097163325841389073",
                 *                 "20253806279446310996898417699825067542999804798616908995475429985492724624603"
                 *               ],
                 *               [
                 *                 "20924948456145082028640233993068850578947107966321867178223217182277787316791",
                 *                 "15234255340106595366008996409088293236333427963364868106816776221862597429558"
                 *               ],
                 *               [
                 *                 "1",
                 *                 "0"
                 *               ]
                 *             ],
                 *             "pi_c": [
                 *               "20688507415118887030717429387597080611164521709088867026424334665758826932406",
                 *               "2149438045747948057891390376379752771382474056994175970403632639131663912995",
                 *               "1"
                 *             ],
                 *             "protocol": "groth16",
                 *             "curve": "bn128"
                 *           },
                 *           "public_signals": [
                 *             "3000"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Each `{proof_id, proof, public_signals}`; a malformed item gets its own `invalid_request` error in the answer, the others are verified. */
                    items: components["schemas"]["VerificationRequestItem"][];
                    /** @description Also verify with an `eth_call` of the record's deployed Solidity verifier (docs/onchain.md). */
                    onchain?: boolean;
                    /** @description With `onchain`: the registry chain (of the key's network) whose deployment to call; default the most recent deployment. */
                    chain?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationBatch"];
                };
            };
            /** @description Accepted: the work continues in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationBatch"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `onchain_unavailable` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "onchain_unavailable",
                     *         "message": "The chain RPC did not respond"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ZkVerificationsId: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The index of the last item of the previous page. */
                starting_after?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationBatch"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ZkVerificationsIdAttestation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationAttestation"];
                };
            };
            /** @description Error `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "amount_usd: is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Missing Authorization header: send \"Authorization: Bearer <secret key>\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such checkout session"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "The ZK proof is already compiling"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An internal error occurred; quote request id req_3f9a… when reporting it"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error `unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
