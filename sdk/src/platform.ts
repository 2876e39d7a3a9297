import { type ApiPromise, type ClientOptions, HttpClient, path, type RequestOptions } from './http.js';
import type {
  ArtifactParams,
  CircomFile,
  CircomFileCreateParams,
  CircomFileListParams,
  CircomFilesUpdateParams,
  Compilation,
  CompilationCreateParams,
  Invitation,
  InvitationAcceptParams,
  InvitationCreateParams,
  KeyRotation,
  KeyRotationParams,
  Member,
  MemberCreateParams,
  MemberUpdateParams,
  Message,
  Organization,
  OrganizationCreateParams,
  OrganizationUpdateParams,
  PlatformCheckoutSession,
  Profile,
  Project,
  ProjectCreateParams,
  ProjectListParams,
  ProjectUpdateParams,
  ProjectWithSecretKeys,
  ReceivingAddressChallenge,
  ReceivingAddressProofParams,
  ZkProof,
  ZkProofCreateParams,
  ZkProofDeployParams,
  ZkProofListParams,
  ZkProofUpdateParams,
} from './types.js';

export interface ProofpayPlatformOptions extends ClientOptions {
  /** The platform's access token (a JWT): `npx proofpay token` makes one in development. */
  token: string;
}

/** The named member of the platform's `{<resource>: …}` answers. */
const field =
  <Key extends string>(key: Key) =>
  <T>(answer: Record<Key, T>): T =>
    answer[key];

class Members {
  constructor(private readonly http: HttpClient) {}
  list(organizationId: string, options?: RequestOptions): ApiPromise<Member[]> {
    return this.http.request({ method: 'GET', path: path`/api/organizations/${organizationId}/members` }, options, field('members')<Member[]>);
  }
  /** Adds someone who has signed in once, by e-mail (admin). */
  create(organizationId: string, params: MemberCreateParams, options?: RequestOptions): ApiPromise<Member> {
    return this.http.request({ method: 'POST', path: path`/api/organizations/${organizationId}/members`, body: params }, options, field('member')<Member>);
  }
  /** Changes a member's role (admin). */
  update(organizationId: string, memberId: string, params: MemberUpdateParams, options?: RequestOptions): ApiPromise<Member> {
    return this.http.request(
      { method: 'PATCH', path: path`/api/organizations/${organizationId}/members/${memberId}`, body: params },
      options,
      field('member')<Member>,
    );
  }
  /** Removes a member (admin). */
  delete(organizationId: string, memberId: string, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/organizations/${organizationId}/members/${memberId}` }, options);
  }
}

/** Invitations by e-mail for people who have not signed in yet (docs/platform.md, "Invitations"). */
class Invitations {
  constructor(private readonly http: HttpClient) {}
  /** Invites `email` with `role` (admin); the e-mail's link works once, for 7 days. */
  create(organizationId: string, params: InvitationCreateParams, options?: RequestOptions): ApiPromise<Invitation> {
    return this.http.request(
      { method: 'POST', path: path`/api/organizations/${organizationId}/invitations`, body: params },
      options,
      field('invitation')<Invitation>,
    );
  }
  /** The open invitations, newest first. */
  list(organizationId: string, options?: RequestOptions): ApiPromise<Invitation[]> {
    return this.http.request({ method: 'GET', path: path`/api/organizations/${organizationId}/invitations` }, options, field('invitations')<Invitation[]>);
  }
  /** Deletes an open invitation (admin): its link stops working. */
  delete(organizationId: string, invitationId: string, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/organizations/${organizationId}/invitations/${invitationId}` }, options);
  }
  /** The signed-in user (the token's, of the invitation's e-mail) accepts with the link's `token`. */
  accept(params: InvitationAcceptParams, options?: RequestOptions): ApiPromise<Member> {
    return this.http.request({ method: 'POST', path: '/api/invitations/accept', body: params }, options, field('member')<Member>);
  }
}

class Organizations {
  readonly members: Members;
  readonly invitations: Invitations;
  constructor(private readonly http: HttpClient) {
    this.members = new Members(http);
    this.invitations = new Invitations(http);
  }
  /** The caller becomes its admin. */
  create(params: OrganizationCreateParams, options?: RequestOptions): ApiPromise<Organization> {
    return this.http.request({ method: 'POST', path: '/api/organizations', body: params }, options, field('organization')<Organization>);
  }
  list(options?: RequestOptions): ApiPromise<Organization[]> {
    return this.http.request({ method: 'GET', path: '/api/organizations' }, options, field('organizations')<Organization[]>);
  }
  retrieve(id: string, options?: RequestOptions): ApiPromise<Organization> {
    return this.http.request({ method: 'GET', path: path`/api/organizations/${id}` }, options, field('organization')<Organization>);
  }
  update(id: string, params: OrganizationUpdateParams, options?: RequestOptions): ApiPromise<Organization> {
    return this.http.request({ method: 'PATCH', path: path`/api/organizations/${id}`, body: params }, options, field('organization')<Organization>);
  }
  /** Deletes it with its projects and their keys (admin). */
  delete(id: string, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/organizations/${id}` }, options);
  }
}

/** Proving that the organization controls a project's receiving address (docs/platform.md): live keys need it. */
class ReceivingAddresses {
  constructor(private readonly http: HttpClient) {}
  /** A message for the project's receiving address to sign (EIP-191 `personal_sign`) within 10 minutes (admin). */
  challenge(projectId: string, options?: RequestOptions): ApiPromise<ReceivingAddressChallenge> {
    return this.http.request({ method: 'POST', path: path`/api/projects/${projectId}/receiving_address/challenge` }, options);
  }
  /** Sends the challenge's signature (EIP-191, or ERC-1271 for a contract account); answers the project, its address proven (admin). */
  prove(projectId: string, params: ReceivingAddressProofParams, options?: RequestOptions): ApiPromise<Project> {
    return this.http.request(
      { method: 'POST', path: path`/api/projects/${projectId}/receiving_address/proof`, body: params },
      options,
      field('project')<Project>,
    );
  }
}

class Projects {
  readonly receivingAddress: ReceivingAddresses;
  constructor(private readonly http: HttpClient) {
    this.receivingAddress = new ReceivingAddresses(http);
  }
  /** The project and its first test and live secret keys, shown this once (admin). */
  create(params: ProjectCreateParams, options?: RequestOptions): ApiPromise<ProjectWithSecretKeys> {
    return this.http.request({ method: 'POST', path: '/api/projects', body: params }, options);
  }
  list(params?: ProjectListParams, options?: RequestOptions): ApiPromise<Project[]> {
    return this.http.request({ method: 'GET', path: '/api/projects', query: params }, options, field('projects')<Project[]>);
  }
  retrieve(id: string, options?: RequestOptions): ApiPromise<Project> {
    return this.http.request({ method: 'GET', path: path`/api/projects/${id}` }, options, field('project')<Project>);
  }
  /** Renames it, sets its receiving address or its underpayment tolerance (admin). */
  update(id: string, params: ProjectUpdateParams, options?: RequestOptions): ApiPromise<Project> {
    return this.http.request({ method: 'PATCH', path: path`/api/projects/${id}`, body: params }, options, field('project')<Project>);
  }
  /** A new secret key of `mode`, shown this once; the old one works for the grace period (admin). */
  rotateKey(id: string, params: KeyRotationParams, options?: RequestOptions): ApiPromise<KeyRotation> {
    return this.http.request({ method: 'POST', path: path`/api/projects/${id}/keys/rotate`, body: params }, options);
  }
}

class CircomFiles {
  constructor(private readonly http: HttpClient) {}
  /** A circuit (`.circom`) or input (`.json`) file of a project (admin). */
  create(params: CircomFileCreateParams, options?: RequestOptions): ApiPromise<CircomFile> {
    return this.http.request({ method: 'POST', path: '/api/circom-files', body: params }, options, field('file')<CircomFile>);
  }
  list(params?: CircomFileListParams, options?: RequestOptions): ApiPromise<CircomFile[]> {
    return this.http.request({ method: 'GET', path: '/api/circom-files', query: params }, options, field('files')<CircomFile[]>);
  }
  retrieve(id: string, options?: RequestOptions): ApiPromise<CircomFile> {
    return this.http.request({ method: 'GET', path: path`/api/circom-files/${id}` }, options, field('file')<CircomFile>);
  }
  /** Replaces several files' content at once, all or none (admin). */
  update(params: CircomFilesUpdateParams, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'PUT', path: '/api/circom-files', body: params }, options);
  }
  delete(id: string, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/circom-files/${id}` }, options);
  }
}

class ZkProofs {
  constructor(private readonly http: HttpClient) {}
  /** A record of a project's circuit file, `circuit_path` naming it (admin). */
  create(params: ZkProofCreateParams, options?: RequestOptions): ApiPromise<ZkProof> {
    return this.http.request({ method: 'POST', path: '/api/zk-proofs', body: params }, options, field('proof')<ZkProof>);
  }
  list(params?: ZkProofListParams, options?: RequestOptions): ApiPromise<ZkProof[]> {
    return this.http.request({ method: 'GET', path: '/api/zk-proofs', query: params }, options, field('proofs')<ZkProof[]>);
  }
  retrieve(id: string, options?: RequestOptions): ApiPromise<ZkProof> {
    return this.http.request({ method: 'GET', path: path`/api/zk-proofs/${id}` }, options, field('proof')<ZkProof>);
  }
  update(id: string, params: ZkProofUpdateParams, options?: RequestOptions): ApiPromise<ZkProof> {
    return this.http.request({ method: 'PATCH', path: path`/api/zk-proofs/${id}`, body: params }, options, field('proof')<ZkProof>);
  }
  /** Starts compiling the circuit and the Groth16 setup in the background (admin); follow `retrieve(id).status`. */
  compile(id: string, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'POST', path: path`/api/zk-proofs/${id}/compile` }, options);
  }
  /**
   * A compiled artifact's bytes: `circuit.r1cs`, `circuit.wasm`, `circuit.sym`,
   * `circuit_final.zkey`, `verification_key.json` or `verifier.sol`; of `version`, or the current one.
   */
  artifact(id: string, name: string, params?: ArtifactParams, options?: RequestOptions): ApiPromise<Uint8Array> {
    return this.http.request({ method: 'GET', path: path`/api/zk-proofs/${id}/artifacts/${name}`, query: params, answer: 'bytes' }, options);
  }
  /** Starts deploying the record's Groth16 verifier on `chain`; follow `retrieve(id).deployments`. */
  deploy(id: string, params: ZkProofDeployParams, options?: RequestOptions): ApiPromise<Message> {
    return this.http.request({ method: 'POST', path: path`/api/zk-proofs/${id}/deploy`, body: params }, options);
  }
}

class Compilations {
  constructor(private readonly http: HttpClient) {}
  /** Compiles a circuit file and computes the witness of an input file in the background (admin). */
  create(params: CompilationCreateParams, options?: RequestOptions): ApiPromise<{ compilation_id: string }> {
    return this.http.request({ method: 'POST', path: '/api/circom-compilations', body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions): ApiPromise<Compilation> {
    return this.http.request({ method: 'GET', path: path`/api/circom-compilations/${id}` }, options, field('compilation')<Compilation>);
  }
}

class ProfileResource {
  constructor(private readonly http: HttpClient) {}
  /** The signed-in user's profile (the first valid token creates it). */
  retrieve(options?: RequestOptions): ApiPromise<Profile> {
    return this.http.request({ method: 'GET', path: '/api/user/profile' }, options, field('profile')<Profile>);
  }
}

class PlatformSessions {
  constructor(private readonly http: HttpClient) {}
  /** A checkout session of any project in an organization the caller belongs to (`GET /sessions?id=`); others' are a NotFoundError. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<PlatformCheckoutSession> {
    return this.http.request({ method: 'GET', path: '/sessions', query: { id } }, options, field('session')<PlatformCheckoutSession>);
  }
}

/**
 * The platform interface (`/api`) with a user's access token: profile, organizations and members,
 * projects and their keys, circom files, ZK proof records, compilations. Answers are the resource
 * itself (the `{organization: …}` envelope taken off); lists are arrays (the platform does not page).
 * Every method takes request options last and answers an ApiPromise (`.withResponse()`).
 */
export class ProofpayPlatform {
  readonly profile: ProfileResource;
  readonly organizations: Organizations;
  readonly projects: Projects;
  readonly circomFiles: CircomFiles;
  readonly zkProofs: ZkProofs;
  readonly compilations: Compilations;
  readonly sessions: PlatformSessions;

  constructor({ token, ...options }: ProofpayPlatformOptions) {
    if (!token) throw new TypeError('token is required: a platform access token (JWT)');
    const http = new HttpClient(token, options);
    this.profile = new ProfileResource(http);
    this.organizations = new Organizations(http);
    this.projects = new Projects(http);
    this.circomFiles = new CircomFiles(http);
    this.zkProofs = new ZkProofs(http);
    this.compilations = new Compilations(http);
    this.sessions = new PlatformSessions(http);
  }
}
