// The types of the OpenAPI document the service serves, made by openapi-typescript with
// `npm run sdk:generate`: do not edit by hand. test/sdk/generated-types.test.ts fails when the
// service's document and this file differ.

export interface paths {
    "/api/circom-compilations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compile a circuit file and compute the witness of an input file, in the background (admin)
         * @description Admins of the project's organization. Compiles the circuit file and computes the witness of the input file (both of the project) in a worker: answers the compilation's id at once; follow it with `GET /api/circom-compilations/{id}`.
         */
        post: operations["postApiCircomCompilations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/circom-compilations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A compilation's status, diagnostics and witness
         * @description Its status, the compiler's errors and warnings by file, line and column, the constraint counts, the public signals and what the circuit logged, once it has run.
         */
        get: operations["getApiCircomCompilationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/circom-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The circom files of the caller's projects
         * @description Every circom file of the projects of the caller's organizations, or of one project with `project_id`.
         */
        get: operations["getApiCircomFiles"];
        /**
         * Replace several files' content at once (admin); all or none
         * @description Up to 100 files in one request: every file is checked (found, the caller an admin of its organization, valid content) before any is written, so either all change or none does.
         */
        put: operations["putApiCircomFiles"];
        /**
         * Add a circuit (.circom) or input (.json) file to a project (admin)
         * @description Admins of the project's organization. A circuit file's name ends in `.circom`; an input file holds a JSON object of integer values; a name is unique in its project; content is at most CIRCUIT_FILE_MAX_BYTES (1 MiB by default).
         */
        post: operations["postApiCircomFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/circom-files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A circom file
         * @description A file of a project of the caller's organizations, with its content; anyone else's is a 404.
         */
        get: operations["getApiCircomFilesId"];
        put?: never;
        post?: never;
        /**
         * Delete a circom file (admin)
         * @description Admins of the file's organization. Compilations that used the file keep their results, with the file's id set to null.
         */
        delete: operations["deleteApiCircomFilesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description The signed-in user joins the invitation's organization with its role (one already a member keeps their role). The user's e-mail must be the invitation's (else 403); a token that is not the service's, used, expired or deleted is a 400 naming `token`.
         */
        post: operations["postApiInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: the platform interface in OpenAPI 3.1
         * @description The platform interface in OpenAPI 3.1, built from the schemas the service validates with; every resource is a named schema in `components.schemas`.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's organizations
         * @description Every organization the caller is a member of, with their role in it.
         */
        get: operations["getApiOrganizations"];
        put?: never;
        /**
         * Create an organization; the caller becomes its admin
         * @description Any signed-in user may create one; its name is 1 to 100 characters, trimmed.
         */
        post: operations["postApiOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization of the caller
         * @description An organization the caller is a member of, with their role; any other is a 404.
         */
        get: operations["getApiOrganizationsId"];
        put?: never;
        post?: never;
        /**
         * Delete an organization with its projects and keys (admin)
         * @description Admins only. Its projects, their secret keys, sessions and records go with it: the keys stop working at once.
         */
        delete: operations["deleteApiOrganizationsId"];
        options?: never;
        head?: never;
        /**
         * Rename an organization (admin)
         * @description Admins only; the name is 1 to 100 characters, trimmed.
         */
        patch: operations["patchApiOrganizationsId"];
        trace?: never;
    };
    "/api/organizations/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's open invitations
         * @description Members read. The invitations not accepted yet, newest first; an expired one stays listed until deleted.
         */
        get: operations["getApiOrganizationsIdInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail (admin)
         * @description Admins only. Records an invitation of `email` with `role` (default `member`) and e-mails it (when the service sends e-mail: docs/operations.md): a link to `/dashboard/invitations/accept?token=…` that works once, within 7 days, for a signed-in user of that address. With e-mail off, the answer's `accept_url` is that link, for the admin to pass on. The token is kept only as a hash. A member of that address, or an open invitation of it, is a 409.
         */
        post: operations["postApiOrganizationsIdInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an open invitation (admin)
         * @description Admins only. Its link stops working. An accepted or unknown invitation is a 404.
         */
        delete: operations["deleteApiOrganizationsIdInvitationsInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's members
         * @description Every member with their role and profile; any member may list them.
         */
        get: operations["getApiOrganizationsIdMembers"];
        put?: never;
        /**
         * Add a member by the e-mail they signed in with (admin)
         * @description Admins only. The person must have signed in once (their profile exists); `role` is `member` unless given.
         */
        post: operations["postApiOrganizationsIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member (admin); the last admin cannot be removed
         * @description Admins only. An organization always keeps an admin: the last one cannot be removed.
         */
        delete: operations["deleteApiOrganizationsIdMembersMemberId"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (admin); the last admin stays admin
         * @description Admins only. An organization always keeps an admin: the last one cannot become a member.
         */
        patch: operations["patchApiOrganizationsIdMembersMemberId"];
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The projects of the caller's organizations
         * @description Every project of the caller's organizations, or of one organization with `organization_id`, with its keys (hints only, never the secrets).
         */
        get: operations["getApiProjects"];
        put?: never;
        /**
         * Create a project with its first test and live secret keys (admin)
         * @description Admins of the organization. The answer holds the project's first test (`sk_test_…`) and live (`sk_live_…`) secret keys, shown this once. Checkout sessions need a `receiving_address` (an EVM address, EIP-55 checksummed if mixed-case).
         */
        post: operations["postApiProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project, with its working keys
         * @description A project of the caller's organizations, with the hints of its working keys; any other is a 404.
         */
        get: operations["getApiProjectsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a project, set its receiving address or its underpayment tolerance (admin)
         * @description Admins only. `receiving_address` is an EVM address (EIP-55 checksummed if mixed-case, not the zero address), or null to remove it; new sessions are paid there. `underpayment_tolerance_bps` (0 to 1000 basis points) is how far short of its USD amount a new session may be paid and still complete.
         */
        patch: operations["patchApiProjectsId"];
        trace?: never;
    };
    "/api/projects/{id}/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a secret key (admin): a new key now, the old one for the grace period
         * @description Admins only. The new key is shown this once; the previous key keeps working for `grace_period_seconds` (0 stops it now).
         */
        post: operations["postApiProjectsIdKeysRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/receiving_address/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A message for the receiving address to sign, proving the organization controls it (admin)
         * @description Admins only. The message names the service's base URL, the organization, the project, the address and a single-use nonce; sign it with the address (EIP-191 `personal_sign`, e.g. `cast wallet sign`) within 10 minutes and send the signature to `…/receiving_address/proof`. A project without an address is a 400 naming `receiving_address`.
         */
        post: operations["postApiProjectsIdReceivingAddressChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/receiving_address/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the organization controls the project's receiving address (admin)
         * @description Admins only. `signature` is the challenge's message signed by the address (EIP-191), or, for a contract account (a Safe, a smart wallet), a signature its ERC-1271 `isValidSignature` accepts on a configured chain. Then the organization owns the address: no other organization may set it (409), other organizations' projects take no new sessions on it, live keys may take payments at it, and money to it without a session's tag is this organization's alone. A signature by anyone else, or of an expired or used challenge, is a 400 naming `signature`.
         */
        post: operations["postApiProjectsIdReceivingAddressProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/activity/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments per day, the last 30 days
         * @description For members of the project's organization (a project not theirs is a 404); for the dashboard's chart. Per UTC day (the database's clock), the project's checkout sessions on the network completed that day, dated by when their last credited payment reached its confirmations, and their USD amounts summed.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkActivityPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/activity/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Valid and invalid verifications per day, the last 30 days
         * @description For members of the project's organization; a project not theirs is a 404. For the dashboard's chart: per UTC day (the database's clock), the project's verifications on the network that answered `verified` true and false.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkActivityVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The network's chains, and whether a verifier can be deployed on each
         * @description For members of the project's organization (a project not theirs is a 404): the registry's chains of `network`, in registry order, with their explorer and tokens, each `deployable` when the service has the network's deployer key and the chain's RPC URL, else with the reason (`POST /api/zk-proofs/{id}/deploy` would refuse it with the same).
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/checkout/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions, newest first
         * @description As `GET /v1/checkout/sessions` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The sessions of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. `status` keeps sessions in one status; `q` finds the session with that id, or those with a metadata value equal to it (exact, case-sensitive; it reads every session of the project and network, so it is slower than a plain page); an unknown parameter is a 400 naming it.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkCheckoutSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/checkout/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A checkout session in full: payments, confirmations, events and webhook attempts
         * @description For members of the project's organization (another project's, network's or organization's session is a 404): the session as `GET /v1/checkout/sessions/{id}` shows it (each payment with its confirmations), and its timeline, every event about it oldest first, each with its deliveries and their attempts (status code, time, error).
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkCheckoutSessionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/checkout/sessions/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a checkout session's refunds, newest first
         * @description As `GET /v1/checkout/sessions/{id}/refunds` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The refunds of a session of the key's project on the key's network, newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true. Another project's or network's session is a 404.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefunds"];
        put?: never;
        /**
         * Create a refund of a checkout session (admin)
         * @description As `POST /v1/checkout/sessions/{id}/refunds` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). Records a refund for the merchant to send from the receiving address with their own wallet (the service holds no keys): `amount` of the token of the session's largest confirmed credited payment, on its chain, to `to_address` (by default that payment's sender). At most what the session's confirmed credited payments on that chain and token add up to, less its pending and succeeded refunds there (by default all of that); more is a 400 naming `amount`, and a session with no confirmed credited payment is a 400 naming `id`. The chain watcher recognises the transfer of exactly that amount from `from_address` to `to_address` and the refund succeeds once it has the chain's confirmations (`refund.succeeded`); unpaid after 7 days it fails (`refund.failed`). Another project's or network's session is a 404.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/checkout/sessions/{id}/refunds/{refund_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a refund
         * @description As `GET /v1/checkout/sessions/{id}/refunds/{refund_id}` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). A refund of a session of the key's project on the key's network; another session's refund, or another project's or network's session, is a 404.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefundsRefundId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/checkout/sessions/{id}/refunds/{refund_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending refund (admin)
         * @description As `POST /v1/checkout/sessions/{id}/refunds/{refund_id}/cancel` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). A pending refund no transfer has paid yet fails, `failure_reason: "cancelled"`, with `refund.failed`. A refund whose transfer the watcher has seen, or one already succeeded or failed, is a 400 naming `id`.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefundsRefundIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, newest first
         * @description As `GET /v1/events` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The events of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page); filtered by `type` and by `created[gt|gte|lt|lte]`. The list carries no deliveries: retrieve one event for them.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event with its deliveries and their attempts
         * @description As `GET /v1/events/{id}` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The event with each delivery (one per endpoint, and one per resend) and every attempt of each: status, response and latency.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkEventsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/events/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event again (same webhook-id) to one endpoint, or to every enabled endpoint subscribed to its type (admin)
         * @description As `POST /v1/events/{id}/resend` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). A new delivery with the same `webhook-id`, so a receiver that already handled the event can tell. With `endpoint`, to that enabled endpoint of the project; without, to every enabled endpoint subscribed to the event's type.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkEventsIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/exports/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export payments as CSV
         * @description As `GET /v1/exports/payments.csv` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The payments of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status` (`attributed` or `unattributed`), `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `tx_hash`, `log_index`, `block_number`, `payer`, `to_address`, `transfer_state` (`confirming`, `confirmed`, `withdrawn`), `confirmations`, `confirmed_at`; metadata is the session's, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkExportsPaymentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/exports/refunds.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export refunds as CSV
         * @description As `GET /v1/exports/refunds.csv` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The refunds of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status`, `failure_reason`, `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `from_address`, `to_address` (the payee), `tx_hash`, `block_number`, `confirmations`, `succeeded_at`, `expires_at`; metadata is the session's, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkExportsRefundsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/exports/sessions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export sessions as CSV
         * @description As `GET /v1/exports/sessions.csv` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The sessions of the key's project on the key's network created in [`from`, `to`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: `id`, `created_at`, `status`, `network`, `currency`, `amount_usd`, `description`, `customer_email`, and the payment that paid it (its first credited one still on the chain, a confirmed one first): `chain`, `token`, `token_amount`, `tx_hash`, `payer`, `completed_at`; then `failure_reason`, `expires_at`, then one `metadata.<key>` column per key any of them has (at most 1000; more is a 400 naming `from`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning `=`, `+`, `-`, `@`, a tab or CR is prefixed with `'` so that no spreadsheet reads it as a formula. `to` defaults to now and `from` to 31 days before `to`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkExportsSessionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments, newest first
         * @description As `GET /v1/payments` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). Every transfer the service recorded to a receiving address the key's project has had, on the key's network: those credited to one of its sessions (`attributed`) and those no session claims (`unattributed`: a payment short beyond the tolerance, an overpayment, a round amount several sessions could have asked for), newest first, a page at a time: pass the last id of a page as `starting_after` for the next one while `has_more` is true (with the same filters). Filtered by `status`, `chain`, `token` and `created[gte]`/`created[lt]` (a chain or token the network does not have matches nothing). An unknown parameter is a 400 naming it.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payment
         * @description As `GET /v1/payments/{id}` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). A payment of the key's project on the key's network; another project's or network's is a 404.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkPaymentsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/payments/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach an unattributed payment to a checkout session (admin)
         * @description As `POST /v1/payments/{id}/attach` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). Credits an unattributed payment to `session`, a checkout session of the key's project and network that is not completed (pending, processing, failed or expired; an expired session whose payment arrived late is then completed by it), whatever the amount: the session is then settled by the payment rules. Once: attaching an attributed payment is a 400 naming `id`; a completed session is a 400 naming `session`; another project's or network's payment or session is a 404.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkPaymentsIdAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints, newest first
         * @description As `GET /v1/webhook_endpoints` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). The endpoints of the key's project on the key's network, newest first, a page at a time (`starting_after`, the last id of a page).
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint; the answer shows its signing secret, once (admin)
         * @description As `POST /v1/webhook_endpoints` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). For the key's project and network. Live endpoints must use https, test endpoints may use http; the URL's host must resolve, and to no private, loopback or link-local address unless the operator allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS). At most 16 endpoints per project and network.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description As `GET /v1/webhook_endpoints/{id}` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). An endpoint of the key's project and network; its secret is never shown again.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkWebhookEndpointsId"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its pending deliveries (admin)
         * @description As `DELETE /v1/webhook_endpoints/{id}` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). Its pending deliveries are dropped; the events stay in the event log.
         */
        delete: operations["deleteApiProjectsProjectIdNetworksNetworkWebhookEndpointsId"];
        options?: never;
        head?: never;
        /**
         * Change the URL, subscribed events or description of an endpoint, or disable and re-enable it (admin)
         * @description As `PATCH /v1/webhook_endpoints/{id}` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). Only the fields sent change; a new URL is checked as at creation. `disabled: true` stops deliveries; `disabled: false` re-enables an endpoint, whatever disabled it.
         */
        patch: operations["patchApiProjectsProjectIdNetworksNetworkWebhookEndpointsId"];
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown once; the previous one keeps signing beside it for 24 hours (admin)
         * @description As `POST /v1/webhook_endpoints/{id}/rotate_secret` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). The answer shows the new `whsec_…` secret, once. For 24 hours deliveries carry a signature by each secret, so a receiver can switch without missing one.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkWebhookEndpointsIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook_endpoint.test` event to this endpoint alone (admin)
         * @description As `POST /v1/webhook_endpoints/{id}/test` with the project's key for `network`, for admins of the project's organization (a project not theirs is a 404, a member a 403). Records a `webhook_endpoint.test` event (its `data.object` the endpoint) and delivers it to this endpoint, whatever events it subscribes to, signed and retried like any other; the answer is the event with its delivery, whose attempts `GET /v1/events/{id}` shows as they happen. A disabled endpoint is a 400 naming `id`.
         */
        post: operations["postApiProjectsProjectIdNetworksNetworkWebhookEndpointsIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/zk/proofs/{proofId}/interface": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proof's deployed verifier: address, chain, ABI and call snippets
         * @description As `GET /v1/zk/proofs/{proofId}/interface` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). For the secret key's network: the deployment on `chain`, or the most recent one, with `attestation`: the attestation registry and the consumer snippets that check the key's proofs by inclusion instead of a pairing (docs/attestations.md). 409 proof_not_ready when the record has no verification key or no deployment there; 400 names `chain` when it is unknown or of the other network.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkZkProofsProofIdInterface"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/zk/verification_batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's queued verification batches with their progress, newest first
         * @description For members of the project's organization; a project not theirs is a 404. The batches queued by `POST /v1/zk/verifications` (more items than are verified at once), each with its status and counts, without items, a page at a time (`starting_after`, the last id of a page).
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkZkVerificationBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/zk/verification_batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queued batch's progress and a page of its items
         * @description For members of the project's organization; a project not theirs is a 404. As `GET /v1/zk/verifications/{id}` with the project's key for `network`.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkZkVerificationBatchesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/zk/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's verifications, newest first
         * @description For members of the project's organization; a project not theirs is a 404. Every verification answered on the network, one proof's or a batch item's, with its receipt, a page at a time (`starting_after`, the last id of a page).
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkZkVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{project_id}/networks/{network}/zk/verifications/{id}/attestation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verified proof's on-chain attestation: leaf, root, inclusion path and postings
         * @description As `GET /v1/zk/verifications/{id}/attestation` with the project's key for `network`, for members of the project's organization (a project not theirs is a 404). For a verification of the key's project and network (a single verify's `zkv_` id or a batch item's): its leaf, and once its tree is built the root, the path `MerkleProof.verify` and the registry's `isAttested` accept, and the root's posting on each chain. 409 conflict for a verification whose proof did not verify (it has no leaf) or that predates attestations.
         */
        get: operations["getApiProjectsProjectIdNetworksNetworkZkVerificationsIdAttestation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in/dev": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Development sign-in to the dashboard with just an e-mail
         * @description Only where DASHBOARD_DEV_SIGN_IN is on (by default the embedded set-up outside production; a 404 elsewhere): mints a development platform token for the e-mail, as `proofpay token` does, and opens a dashboard session on it (an HttpOnly `proofpay_session` cookie). A request from another origin is refused.
         */
        post: operations["postApiSignInDev"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a dashboard sign-in with the OpenID provider
         * @description Answers the URL of PLATFORM_OIDC_ISSUER's authorization endpoint to send the browser to (authorization code with PKCE S256, `state` and `nonce`), and keeps those checks in a short-lived HttpOnly cookie, sealed. A 404 when no provider is configured.
         */
        post: operations["postApiSignInOidc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish an OpenID sign-in: the provider's answer opens the dashboard session
         * @description The page at the redirect URI (`PUBLIC_BASE_URL` + `/dashboard/sign-in/callback`, to register with the provider) posts the query the provider sent the browser back with, as it came. The answer is checked (state, nonce, PKCE), the code exchanged, and the ID token checked by the same verifier as every platform request; it then opens a dashboard session (an HttpOnly `proofpay_session` cookie). A 400 names what failed.
         */
        post: operations["postApiSignInOidcCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the dashboard out: end its session
         * @description Ends the dashboard session of the cookie (it needs the session's `X-CSRF-Token`) and clears the cookie. With a bearer token there is no session to end.
         */
        post: operations["postApiSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's profile (created on their first valid token)
         * @description The profile of the token's subject, made from the token's claims on their first request.
         */
        get: operations["getApiUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zk-proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ZK proof records of the caller's projects
         * @description Every ZK proof record of the projects of the caller's organizations, or of one project with `project_id`, with its status and deployments.
         */
        get: operations["getApiZkProofs"];
        put?: never;
        /**
         * Create a ZK proof record from a project's circuit file (admin)
         * @description Admins of the project's organization. A `draft` record of a circuit file of the project (`circuit_path`, its name); compile it with `POST /api/zk-proofs/{id}/compile`.
         */
        post: operations["postApiZkProofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zk-proofs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ZK proof record
         * @description A record of a project of the caller's organizations: status, compile stage and progress, the version in force, its verification key and deployments. Anyone else's is a 404.
         */
        get: operations["getApiZkProofsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a ZK proof record (admin)
         * @description Admins of the record's organization; only the name changes.
         */
        patch: operations["patchApiZkProofsId"];
        trace?: never;
    };
    "/api/zk-proofs/{id}/artifacts/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a compiled artifact (r1cs, wasm, sym, zkey, verification key, Solidity verifier)
         * @description The file as an attachment, with its SHA-256 as `ETag` and its version in `X-Proof-Version`. Served as: `circuit.wasm` application/wasm, `verification_key.json` application/json, `circuit.sym` and `verifier.sol` text/plain (UTF-8), `circuit.r1cs` and `circuit_final.zkey` application/octet-stream. A record never compiled, or without that version, is a 404.
         */
        get: operations["getApiZkProofsIdArtifactsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zk-proofs/{id}/compile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compile the circuit and run the Groth16 setup in the background (admin)
         * @description The record's `status`, `stage` and `progress` follow the work; a record already compiling is a 409.
         */
        post: operations["postApiZkProofsIdCompile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zk-proofs/{id}/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deploy the record's Groth16 verifier on a chain
         * @description Admins only; the record must have a compiled version and no compile or deploy running. The verifier goes through the CREATE2 proxy, at one address on every chain; the record turns `deploying`, then `deployed` or `failed` with the reason. 400 names `chain` when it is unknown or has no deployer key or RPC configured.
         */
        post: operations["postApiZkProofsIdDeploy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A checkout session of a project the caller belongs to
         * @description A checkout session, with its payments, of a project in an organization the caller belongs to (any role); anyone else's session is a 404, as if it did not exist.
         */
        get: operations["getSessions"];
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
        ApiKey: {
            id: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description e.g. "sk_test_…a1B2" */
            hint: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When a rotated-out key stops working; null for a current key.
             */
            expires_at: string | null;
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
        CheckoutSessionDetail: {
            session: components["schemas"]["CheckoutSession"];
            /** @description The session's timeline, oldest first: its `checkout.session.*` events and its refunds' events, each with its deliveries and their attempts. */
            events: components["schemas"]["EventWithDeliveries"][];
        };
        CheckoutSessionList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["CheckoutSession"][];
            has_more: boolean;
        };
        CircomFile: {
            id: string;
            project_id: string;
            name: string;
            content: string;
            /** @enum {unknown} */
            file_type: "circuit" | "input";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Compilation: {
            id: string;
            project_id: string;
            circuit_file_id: string | null;
            input_file_id: string | null;
            /** @enum {unknown} */
            status: "queued" | "running" | "succeeded" | "failed";
            error: string | null;
            constraints: null | {
                constraints: number;
                wires: number;
                public_inputs: number;
                public_outputs: number;
                private_inputs: number;
                labels: number;
            };
            public_signals: null | string[];
            public_outputs: null | {
                name: string;
                value: string;
            }[];
            errors: components["schemas"]["CompilationDiagnostic"][];
            warnings: components["schemas"]["CompilationDiagnostic"][];
            log: string | null;
            compiler: null | {
                name: string;
                version: string;
                package: string;
                flags: string[];
            };
            timings: null | {
                compile_ms?: number;
                witness_ms?: number;
                total_ms: number;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        CompilationDiagnostic: {
            /** @enum {unknown} */
            severity: "error" | "warning";
            code: string;
            message: string;
            file?: string;
            line?: number;
            column?: number;
        };
        DeletedWebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            /** @constant */
            deleted: true;
        };
        DeployChainList: {
            /** @constant */
            object: "list";
            data: {
                chain: string;
                chain_id: number;
                name: string;
                /** @enum {unknown} */
                network: "testnet" | "mainnet";
                deployable: boolean;
                unavailable_reason: string | null;
                /** @description The chain's block explorer (`{explorer_url}/tx/{hash}` shows a transaction). */
                explorer_url: string;
                /** @description The token symbols accepted on the chain (the dashboard filters payments by them). */
                tokens: string[];
            }[];
        };
        Deployment: {
            chain: string;
            chain_id: number;
            /** @enum {unknown} */
            network: "testnet" | "mainnet";
            contract_address: string;
            tx_hash: string | null;
            block_number: number;
            /** Format: date-time */
            deployed_at: string;
            compiler: {
                /** @constant */
                name: "solc";
                version: string;
                settings: Record<string, never>;
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
        /**
         * @example {
         *       "id": "inv_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw",
         *       "email": "carol@example.com",
         *       "role": "member",
         *       "expires_at": "2026-12-09T07:00:00.000Z",
         *       "created_at": "2026-12-02T07:00:00.000Z"
         *     }
         */
        Invitation: {
            id: string;
            /** Format: email */
            email: string;
            /** @enum {unknown} */
            role: "admin" | "member";
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
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
        Member: {
            id: string;
            /** @enum {string} */
            role: "admin" | "member";
            /** Format: date-time */
            created_at: string;
            user: components["schemas"]["Profile"];
        };
        /**
         * @example {
         *       "id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
         *       "name": "Acme",
         *       "created_at": "2026-11-21T21:00:00.000Z",
         *       "updated_at": "2026-11-21T21:00:00.000Z",
         *       "member_count": 1,
         *       "projects_count": 0,
         *       "user_role": "admin",
         *       "current_plan_id": "plan_free",
         *       "owner_id": "usr_0mwqw65c00zE5mN3pQ7rS1tU9vW2xYa"
         *     }
         */
        Organization: {
            id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            member_count: number;
            projects_count: number;
            /** @enum {string} */
            user_role: "admin" | "member";
            current_plan_id: string;
            owner_id: string;
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
        PaymentActivity: {
            /** @description The last 30 UTC days by the database's clock, oldest first, today last; a day without payments has zeros. */
            days: {
                /** Format: date */
                date: string;
                /** @description Checkout sessions completed that day (their last credited payment confirmed). */
                count: number;
                /** @description Their USD amounts summed, e.g. "59.97". */
                amount_usd: string;
            }[];
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
        PlatformError: {
            /** @description For people; a bad field reads `<field>: <reason>`. */
            error: string;
            /**
             * @description Machine-readable; the spec's Errors table.
             * @enum {string}
             */
            code: "invalid_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "rate_limited" | "internal_error" | "unavailable" | "proof_not_ready" | "onchain_unavailable";
            details: {
                field: string;
                message: string;
            }[];
        };
        Profile: {
            id: string;
            /** Format: email */
            email: string;
            onboarding_completed: boolean;
            is_admin: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            first_name: string;
            last_name: string;
        };
        /**
         * @example {
         *       "id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
         *       "organization_id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
         *       "name": "Shop",
         *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7",
         *       "receiving_address_proven_at": "2026-11-21T21:05:00.000Z",
         *       "receiving_address_control": "proven",
         *       "underpayment_tolerance_bps": 0,
         *       "created_at": "2026-11-21T21:00:00.000Z",
         *       "updated_at": "2026-11-21T21:00:00.000Z",
         *       "api_keys": [
         *         {
         *           "id": "key_0mwqw65c06UqJ1aB2cD3eF4gH5iJ6kL",
         *           "mode": "test",
         *           "hint": "sk_test_…9Kpt",
         *           "created_at": "2026-11-21T21:00:00.000Z",
         *           "expires_at": null
         *         }
         *       ]
         *     }
         */
        Project: {
            id: string;
            organization_id: string;
            name: string;
            receiving_address: string | null;
            /**
             * Format: date-time
             * @description When the organization proved it controls the receiving address (a signature of a challenge); null while unproven.
             */
            receiving_address_proven_at: string | null;
            /**
             * @description How the organization stands with the address: `proven` by it; `unproven` (used by it alone: test keys take sessions, and money without a session's tag is its own); `unproven_shared` (other organizations' projects have used it too: no untagged money until one proves it); `proven_by_another_organization` (no new sessions). Null without an address. Live keys need `proven`.
             * @enum {string|null}
             */
            receiving_address_control: "proven" | "unproven" | "unproven_shared" | "proven_by_another_organization" | null;
            /** @description How far short of a session's USD amount a payment may fall and still complete it, in basis points (100 = 1 %), 0 to 1000; 0 by default. Each session keeps the tolerance its project had when it was created. */
            underpayment_tolerance_bps: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            api_keys: components["schemas"]["ApiKey"][];
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
        VerificationActivity: {
            /** @description The last 30 UTC days by the database's clock, oldest first, today last; a day without verifications has zeros. */
            days: {
                /** Format: date */
                date: string;
                /** @description Verifications answered `verified: true`. */
                valid: number;
                /** @description Verifications answered `verified: false`. */
                invalid: number;
            }[];
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
        VerificationBatchList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["VerificationBatch"][];
            has_more: boolean;
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
        ZkProof: {
            id: string;
            name: string;
            project_id: string;
            /** @enum {unknown} */
            status: "draft" | "compiling" | "compiled" | "deploying" | "deployed" | "failed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            circuit_path: string;
            verification_key: string;
            proving_key: string;
            error: string | null;
            stage: ("queued" | "compile" | "setup" | "storing") | null;
            progress: number | null;
            version: number | null;
            deployments: components["schemas"]["Deployment"][];
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
        ZkVerificationList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["ZkVerification"][];
            has_more: boolean;
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
    postApiCircomCompilations: {
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
                 *       "project_id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                 *       "circuit_file_id": "cf_0mwqw65c09Hq2LmT7vXc1NbR4kPz8Sd",
                 *       "input_file_id": "cf_0mwqw65c0aJr5NpV2yWd8QcT1mLx6Fe"
                 *     }
                 */
                "application/json": {
                    project_id: string;
                    circuit_file_id: string;
                    input_file_id: string;
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
                    "application/json": {
                        compilation_id: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiCircomCompilationsId: {
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
                    "application/json": {
                        compilation: components["schemas"]["Compilation"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiCircomFiles: {
        parameters: {
            query?: {
                /** @description Only this project's records. */
                project_id?: string;
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
                    "application/json": {
                        files: components["schemas"]["CircomFile"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putApiCircomFiles: {
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
                 *       "files": [
                 *         {
                 *           "id": "cf_0mwqw65c09Hq2LmT7vXc1NbR4kPz8Sd",
                 *           "content": "pragma circom 2.1.0;\n\ntemplate Multiplier() {\n  signal input a;\n  signal input b;\n  signal output c;\n  c <== a * b;\n}\n\ncomponent main = Multiplier();\n"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    files: {
                        id: string;
                        content: string;
                    }[];
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiCircomFiles: {
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
                 *       "project_id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                 *       "name": "multiplier.circom",
                 *       "content": "pragma circom 2.1.0;\n\ntemplate Multiplier() {\n  signal input a;\n  signal input b;\n  signal output c;\n  c <== a * b;\n}\n\ncomponent main = Multiplier();\n",
                 *       "file_type": "circuit"
                 *     }
                 */
                "application/json": {
                    project_id: string;
                    /** @description A relative path of letters, digits, `_`, `-` and `.`; a circuit file's ends in `.circom` and is not under `circomlib/`. */
                    name: string;
                    content: string;
                    /** @enum {string} */
                    file_type: "circuit" | "input";
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
                    "application/json": {
                        file: components["schemas"]["CircomFile"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiCircomFilesId: {
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
                    "application/json": {
                        file: components["schemas"]["CircomFile"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteApiCircomFilesId: {
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiInvitationsAccept: {
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
                 *       "token": "inv_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw.c2lnbmF0dXJlLW9mLXRoZS1pbnZpdGF0aW9uLWlk"
                 *     }
                 */
                "application/json": {
                    token: string;
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
                    "application/json": {
                        member: components["schemas"]["Member"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiOpenapiJson: {
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiOrganizations: {
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
                        organizations: components["schemas"]["Organization"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiOrganizations: {
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
                 *       "name": "Acme"
                 *     }
                 */
                "application/json": {
                    name: string;
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
                    "application/json": {
                        organization: components["schemas"]["Organization"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiOrganizationsId: {
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
                    "application/json": {
                        organization: components["schemas"]["Organization"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteApiOrganizationsId: {
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchApiOrganizationsId: {
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
                 *       "name": "Acme Inc."
                 *     }
                 */
                "application/json": {
                    name: string;
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
                    "application/json": {
                        organization: components["schemas"]["Organization"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiOrganizationsIdInvitations: {
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
                    "application/json": {
                        invitations: components["schemas"]["Invitation"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiOrganizationsIdInvitations: {
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
                 *       "email": "carol@example.com",
                 *       "role": "member"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role?: "admin" | "member";
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
                    "application/json": {
                        invitation: components["schemas"]["Invitation"];
                        /** @description With e-mail off (no SMTP_URL), the link to accept the invitation, for the admin to pass on: it works once, until the invitation expires, for a signed-in user of its address. Null when the service e-mails it: only the invited address receives the link. */
                        accept_url: string | null;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteApiOrganizationsIdInvitationsInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitation_id: string;
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiOrganizationsIdMembers: {
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
                    "application/json": {
                        members: components["schemas"]["Member"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiOrganizationsIdMembers: {
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
                 *       "email": "ada@example.com",
                 *       "role": "member"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role?: "admin" | "member";
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
                    "application/json": {
                        member: components["schemas"]["Member"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteApiOrganizationsIdMembersMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                memberId: string;
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchApiOrganizationsIdMembersMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "member";
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
                    "application/json": {
                        member: components["schemas"]["Member"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjects: {
        parameters: {
            query?: {
                /** @description Only this organization's projects. */
                organization_id?: string;
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
                    "application/json": {
                        projects: components["schemas"]["Project"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjects: {
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
                 *       "organization_id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
                 *       "name": "Shop",
                 *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7"
                 *     }
                 */
                "application/json": {
                    organization_id: string;
                    name: string;
                    /** @description An EVM address: EIP-55 checksummed if mixed-case, not the zero address; null removes it. */
                    receiving_address?: string | null;
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
                    "application/json": {
                        project: components["schemas"]["Project"];
                        secret_keys: {
                            /** @description Shown this once; only its hash is kept. */
                            test: string;
                            /** @description Shown this once; only its hash is kept. */
                            live: string;
                        };
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsId: {
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
                    "application/json": {
                        project: components["schemas"]["Project"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchApiProjectsId: {
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
                 *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7",
                 *       "underpayment_tolerance_bps": 50
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @description An EVM address: EIP-55 checksummed if mixed-case, not the zero address; null removes it. */
                    receiving_address?: string | null;
                    /** @description How far short of a session's USD amount a payment may fall and still complete it, in basis points (100 = 1 %), 0 to 1000; 0 by default. Each session keeps the tolerance its project had when it was created. */
                    underpayment_tolerance_bps?: number;
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
                    "application/json": {
                        project: components["schemas"]["Project"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsIdKeysRotate: {
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
                 *       "mode": "live",
                 *       "grace_period_seconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    mode: "test" | "live";
                    /** @description How long the old key keeps working; 0 stops it now. */
                    grace_period_seconds?: number;
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
                    "application/json": {
                        /** @description Shown this once; only its hash is kept. */
                        secret_key: string;
                        api_key: components["schemas"]["ApiKey"];
                        previous_api_key: null | components["schemas"]["ApiKey"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsIdReceivingAddressChallenge: {
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
                    /**
                     * @example {
                     *       "message": "proofpay.example asks you to prove that you control this receiving address:\n0x52908400098527886E0F7030069857D2E4169EE7\n\nSigning moves no funds and costs no gas.\n\nURI: https://proofpay.example\nOrganization: Acme (org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa)\nProject: Shop (proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe)\nNonce: 6f1c2d3e4a5b69788796a5b4c3d2e1f0\nIssued At: 2026-11-21T21:00:00.000Z\nExpiration Time: 2026-11-21T21:10:00.000Z",
                     *       "expires_at": "2026-11-21T21:10:00.000Z"
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** Format: date-time */
                        expires_at: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsIdReceivingAddressProof: {
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
                 *       "signature": "0x1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b"
                 *     }
                 */
                "application/json": {
                    /** @description The challenge's message signed by the address: EIP-191 `personal_sign` (65 bytes), or what its contract account's ERC-1271 `isValidSignature` accepts. */
                    signature: string;
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
                    "application/json": {
                        project: components["schemas"]["Project"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkActivityPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["PaymentActivity"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkActivityVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["VerificationActivity"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkChains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["DeployChainList"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkCheckoutSessions: {
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
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkCheckoutSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["CheckoutSessionDetail"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefunds: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefundsRefundId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkCheckoutSessionsIdRefundsRefundIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkEvents: {
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
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkEventsIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkExportsPaymentsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkExportsRefundsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkExportsSessionsCsv: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), ISO 8601 date-time; default `to` less 31 days. */
                from?: string;
                /** @description End of the range (exclusive), ISO 8601 date-time; default now. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkPayments: {
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
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkPaymentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkPaymentsIdAttach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
            };
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkWebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteApiProjectsProjectIdNetworksNetworkWebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchApiProjectsProjectIdNetworksNetworkWebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkWebhookEndpointsIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiProjectsProjectIdNetworksNetworkWebhookEndpointsIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkZkProofsProofIdInterface: {
        parameters: {
            query?: {
                /** @description A registry chain key of the key’s network. */
                chain?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkZkVerificationBatches: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["VerificationBatchList"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkZkVerificationBatchesId: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The index of the last item of the previous page. */
                starting_after?: number;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkZkVerifications: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description The last id of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                    "application/json": components["schemas"]["ZkVerificationList"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiProjectsProjectIdNetworksNetworkZkVerificationsIdAttestation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project of the caller's organizations. */
                project_id: string;
                /** @description `testnet` (what a `sk_test_` key selects) or `mainnet` (`sk_live_`). */
                network: "testnet" | "mainnet";
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiSignInDev: {
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
                 *       "email": "dev@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description Who to sign in as: any address, no mail is sent.
                     */
                    email: string;
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
                    "application/json": {
                        profile: components["schemas"]["Profile"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiSignInOidc: {
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
                        /** Format: uri */
                        authorization_url: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiSignInOidcCallback: {
        parameters: {
            query: {
                /** @description The authorization code. */
                code: string;
                /** @description The state this sign-in began with. */
                state: string;
                /** @description The provider's issuer, when it sends one (RFC 9207). */
                iss?: string;
            };
            header?: never;
            path?: never;
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
                    "application/json": {
                        profile: components["schemas"]["Profile"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiSignOut: {
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
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiUserProfile: {
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
                        profile: components["schemas"]["Profile"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiZkProofs: {
        parameters: {
            query?: {
                /** @description Only this project's records. */
                project_id?: string;
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
                    "application/json": {
                        proofs: components["schemas"]["ZkProof"][];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiZkProofs: {
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
                 *       "name": "Multiplier",
                 *       "project_id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                 *       "circuit_path": "multiplier.circom"
                 *     }
                 */
                "application/json": {
                    name: string;
                    project_id: string;
                    circuit_path: string;
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
                    "application/json": {
                        proof: components["schemas"]["ZkProof"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiZkProofsId: {
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
                    "application/json": {
                        proof: components["schemas"]["ZkProof"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchApiZkProofsId: {
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
                 *       "name": "Multiplier (3 × 1000)"
                 *     }
                 */
                "application/json": {
                    name: string;
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
                    "application/json": {
                        proof: components["schemas"]["ZkProof"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getApiZkProofsIdArtifactsName: {
        parameters: {
            query?: {
                /** @description An earlier version; the one in force by default. */
                version?: number;
            };
            header?: never;
            path: {
                id: string;
                /** @description The artifact; any other name is a 404. */
                name: "circuit.r1cs" | "circuit.wasm" | "circuit.sym" | "circuit_final.zkey" | "verification_key.json" | "verifier.sol";
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
                    "application/octet-stream": unknown;
                    "application/wasm": unknown;
                    "text/plain": unknown;
                    "application/json": unknown;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiZkProofsIdCompile: {
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
            /** @description Accepted: the work continues in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postApiZkProofsIdDeploy: {
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
                 *       "chain": "base-sepolia"
                 *     }
                 */
                "application/json": {
                    chain: string;
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
                    "application/json": {
                        message: string;
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Error `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only an admin of this organization may do this",
                     *       "code": "forbidden",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The ZK proof is already compiling",
                     *       "code": "conflict",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getSessions: {
        parameters: {
            query: {
                /** @description The session id (`ps_…`). */
                id: string;
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
                    "application/json": {
                        session: components["schemas"]["CheckoutSession"];
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
                     *       "error": "amount_usd: is required",
                     *       "code": "invalid_request",
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "code": "unauthorized",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "No such checkout session",
                     *       "code": "not_found",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "code": "internal_error",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "code": "unavailable",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
}
