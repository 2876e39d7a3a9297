import { SignJWT, type JWTPayload } from 'jose';
import type { Test } from 'tap';
import { TEST_JWT_SECRET, type TestApp } from './app.js';

/** An HS256 platform token signed with the test secret, valid for an hour unless claims say otherwise. */
export function platformToken(email: string, claims: JWTPayload & { given_name?: string; family_name?: string } = {}): Promise<string> {
  return new SignJWT({ email, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub ?? `test|${email}`)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/** A JSON request to the platform; answers the status and the parsed body. */
export type Call = (method: string, path: string, json?: unknown) => Promise<{ status: number; body: any }>;

/** Signs `email` in and answers a caller that sends that person's token. */
export async function caller(app: Pick<TestApp, 'request'>, email: string, names: { given_name?: string; family_name?: string } = {}): Promise<Call> {
  const token = await platformToken(email, names);
  return async (method, path, json) => {
    const response = await app.request(path, { method, token, json });
    return { status: response.status, body: await response.json() };
  };
}

/** The code of each status that has only one (a 409 is `conflict` or `proof_not_ready`: the caller says which). */
const CODE_OF_STATUS: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 429: 'rate_limited' };

/** Asserts a platform error: the status, the shape `{error, code, details}`, the code (`code`, or the one its status has), and the fields `details` names. */
export function assertPlatformError(t: Test, result: { status: number; body: any }, status: number, fields?: string[], code = CODE_OF_STATUS[status]) {
  t.equal(result.status, status, `status ${status}`);
  t.type(result.body.error, 'string', 'error is a string');
  if (code === undefined) t.type(result.body.code, 'string', 'code is a string');
  else t.equal(result.body.code, code, `code ${code}`);
  t.ok(Array.isArray(result.body.details), 'details is an array');
  if (fields)
    t.same(
      result.body.details.map((d: { field: string }) => d.field),
      fields,
      `details name ${fields.join(', ')}`,
    );
}

/** Proves the project's receiving address, `signer`'s, as its admin would (challenge, then its EIP-191 signature); answers the proof's answer. */
export async function proveReceivingAddress(admin: Call, projectId: string, signer: { signMessage(message: string): Promise<string> }) {
  const challenge = await admin('POST', `/api/projects/${projectId}/receiving_address/challenge`);
  if (challenge.status !== 201) throw new Error(`the challenge answered ${challenge.status}: ${JSON.stringify(challenge.body)}`);
  return admin('POST', `/api/projects/${projectId}/receiving_address/proof`, { signature: await signer.signMessage(challenge.body.message) });
}

/** An organization with one project, created by `admin`, and the project's secret keys (shown once). */
export async function newProject(
  admin: Call,
  name: string,
  project: { name?: string; receiving_address?: string } = {},
): Promise<{ organizationId: string; projectId: string; secretKeys: { test: string; live: string } }> {
  const org = (await admin('POST', '/api/organizations', { name })).body.organization;
  const created = await admin('POST', '/api/projects', { organization_id: org.id, name: `${name} project`, ...project });
  if (created.status !== 201) throw new Error(`project creation answered ${created.status}: ${JSON.stringify(created.body)}`);
  return { organizationId: org.id, projectId: created.body.project.id, secretKeys: created.body.secret_keys };
}
