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
        /** Compile a circuit file and compute the witness of an input file, in the background (admin) */
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
        /** A compilation's status, diagnostics and witness */
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
        /** The circom files of the caller's projects */
        get: operations["getApiCircomFiles"];
        /** Replace several files' content at once (admin); all or none */
        put: operations["putApiCircomFiles"];
        /** Add a circuit (.circom) or input (.json) file to a project (admin) */
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
        /** A circom file */
        get: operations["getApiCircomFilesId"];
        put?: never;
        post?: never;
        /** Delete a circom file (admin) */
        delete: operations["deleteApiCircomFilesId"];
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
        /** This document: the platform interface in OpenAPI 3.1 */
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
        /** The caller's organizations */
        get: operations["getApiOrganizations"];
        put?: never;
        /** Create an organization; the caller becomes its admin */
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
        /** An organization of the caller */
        get: operations["getApiOrganizationsId"];
        put?: never;
        post?: never;
        /** Delete an organization with its projects and keys (admin) */
        delete: operations["deleteApiOrganizationsId"];
        options?: never;
        head?: never;
        /** Rename an organization (admin) */
        patch: operations["patchApiOrganizationsId"];
        trace?: never;
    };
    "/api/organizations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's members */
        get: operations["getApiOrganizationsIdMembers"];
        put?: never;
        /** Add a member by the e-mail they signed in with (admin) */
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
        /** Remove a member (admin); the last admin cannot be removed */
        delete: operations["deleteApiOrganizationsIdMembersMemberId"];
        options?: never;
        head?: never;
        /** Change a member's role (admin); the last admin stays admin */
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
        /** The projects of the caller's organizations */
        get: operations["getApiProjects"];
        put?: never;
        /** Create a project with its first test and live secret keys (admin) */
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
        /** A project, with its working keys */
        get: operations["getApiProjectsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a project or set its receiving address (admin) */
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
        /** Rotate a secret key (admin): a new key now, the old one for the grace period */
        post: operations["postApiProjectsIdKeysRotate"];
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
        /** The caller's profile (created on their first valid token) */
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
        /** The ZK proof records of the caller's projects */
        get: operations["getApiZkProofs"];
        put?: never;
        /** Create a ZK proof record from a project's circuit file (admin) */
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
        /** A ZK proof record */
        get: operations["getApiZkProofsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a ZK proof record (admin) */
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
        /** Download a compiled artifact (r1cs, wasm, sym, zkey, verification key, Solidity verifier) */
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
        /** A checkout session of a project the caller belongs to */
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
        Error: {
            /** @description For people; a bad field reads `<field>: <reason>`. */
            error: string;
            details: {
                field: string;
                message: string;
            }[];
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
                 *       "project_id": "prj_2Vx…",
                 *       "circuit_file_id": "cf_9Lp…",
                 *       "input_file_id": "cf_3Hd…"
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        compilation: {
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
                            errors: {
                                /** @enum {unknown} */
                                severity: "error" | "warning";
                                code: string;
                                message: string;
                                file?: string;
                                line?: number;
                                column?: number;
                            }[];
                            warnings: {
                                /** @enum {unknown} */
                                severity: "error" | "warning";
                                code: string;
                                message: string;
                                file?: string;
                                line?: number;
                                column?: number;
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        files: {
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
                        }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *           "id": "cf_9Lp…",
                 *           "content": "pragma circom 2.1.6; …"
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *       "project_id": "prj_2Vx…",
                 *       "name": "multiplier.circom",
                 *       "content": "pragma circom 2.1.6; …",
                 *       "file_type": "circuit"
                 *     }
                 */
                "application/json": {
                    project_id: string;
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
                        file: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        file: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        organizations: {
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
                        }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        organization: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        organization: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        organization: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        members: {
                            id: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            /** Format: date-time */
                            created_at: string;
                            user: {
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
                        }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        member: {
                            id: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            /** Format: date-time */
                            created_at: string;
                            user: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        member: {
                            id: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            /** Format: date-time */
                            created_at: string;
                            user: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        projects: {
                            id: string;
                            organization_id: string;
                            name: string;
                            receiving_address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            api_keys: {
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
                            }[];
                        }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *       "organization_id": "org_7Qm…",
                 *       "name": "Shop",
                 *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7"
                 *     }
                 */
                "application/json": {
                    organization_id: string;
                    name: string;
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
                        /**
                         * @example {
                         *       "id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                         *       "organization_id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
                         *       "name": "Shop",
                         *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7",
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
                        project: {
                            id: string;
                            organization_id: string;
                            name: string;
                            receiving_address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            api_keys: {
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
                            }[];
                        };
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        /**
                         * @example {
                         *       "id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                         *       "organization_id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
                         *       "name": "Shop",
                         *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7",
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
                        project: {
                            id: string;
                            organization_id: string;
                            name: string;
                            receiving_address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            api_keys: {
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
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    receiving_address?: string | null;
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
                        /**
                         * @example {
                         *       "id": "proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe",
                         *       "organization_id": "org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa",
                         *       "name": "Shop",
                         *       "receiving_address": "0x52908400098527886E0F7030069857D2E4169EE7",
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
                        project: {
                            id: string;
                            organization_id: string;
                            name: string;
                            receiving_address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            api_keys: {
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
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        api_key: {
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
                        previous_api_key: null | {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        profile: {
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        proofs: {
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
                            deployments: {
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
                            }[];
                        }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *       "name": "Age over 18",
                 *       "project_id": "prj_2Vx…",
                 *       "circuit_path": "age.circom"
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
                        proof: {
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
                            deployments: {
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
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        proof: {
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
                            deployments: {
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
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                 *       "name": "Age over 21"
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
                        proof: {
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
                            deployments: {
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
                            }[];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                name: string;
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "The ZK proof is already compiling",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "The ZK proof is already compiling",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                        session: {
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
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uri */
                            checkout_url: string;
                            payment: null | {
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
                            };
                            /** @description Per chain and token of the session network that is watched, the exact amount that pays this session (docs/payments.md). */
                            payment_options: {
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
                            }[];
                            /** @description Every payment recorded for the session, oldest first, including late, extra and withdrawn ones (docs/payments.md). */
                            payments: {
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
                            }[];
                            /** @description Why a failed session failed. */
                            failure_reason: null | ("underpaid" | "transaction_reverted");
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
                     *       "details": [
                     *         {
                     *           "field": "amount_usd",
                     *           "message": "is required"
                     *         }
                     *       ]
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
                     *       "error": "Missing Authorization header: send \"Authorization: Bearer <secret key>\"",
                     *       "details": []
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
                     *       "error": "No such checkout session",
                     *       "details": []
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
                     *       "error": "An internal error occurred; quote request id req_3f9a… when reporting it",
                     *       "details": []
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
                     *       "error": "The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
