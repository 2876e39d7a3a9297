import { type ClientOptions, HttpClient, path } from './http.js';
import type {
  ArtifactParams,
  CircomFile,
  CircomFileCreateParams,
  CircomFileListParams,
  CircomFilesUpdateParams,
  Compilation,
  CompilationCreateParams,
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
  list(organizationId: string): Promise<Member[]> {
    return this.http.request<{ members: Member[] }>({ method: 'GET', path: path`/api/organizations/${organizationId}/members` }).then(field('members'));
  }
  /** Adds someone who has signed in once, by e-mail (admin). */
  create(organizationId: string, params: MemberCreateParams): Promise<Member> {
    return this.http
      .request<{ member: Member }>({ method: 'POST', path: path`/api/organizations/${organizationId}/members`, body: params })
      .then(field('member'));
  }
  update(organizationId: string, memberId: string, params: MemberUpdateParams): Promise<Member> {
    return this.http
      .request<{ member: Member }>({ method: 'PATCH', path: path`/api/organizations/${organizationId}/members/${memberId}`, body: params })
      .then(field('member'));
  }
  delete(organizationId: string, memberId: string): Promise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/organizations/${organizationId}/members/${memberId}` });
  }
}

class Organizations {
  readonly members: Members;
  constructor(private readonly http: HttpClient) {
    this.members = new Members(http);
  }
  /** The caller becomes its admin. */
  create(params: OrganizationCreateParams): Promise<Organization> {
    return this.http.request<{ organization: Organization }>({ method: 'POST', path: '/api/organizations', body: params }).then(field('organization'));
  }
  list(): Promise<Organization[]> {
    return this.http.request<{ organizations: Organization[] }>({ method: 'GET', path: '/api/organizations' }).then(field('organizations'));
  }
  retrieve(id: string): Promise<Organization> {
    return this.http.request<{ organization: Organization }>({ method: 'GET', path: path`/api/organizations/${id}` }).then(field('organization'));
  }
  update(id: string, params: OrganizationUpdateParams): Promise<Organization> {
    return this.http
      .request<{ organization: Organization }>({ method: 'PATCH', path: path`/api/organizations/${id}`, body: params })
      .then(field('organization'));
  }
  /** Deletes it with its projects and their keys (admin). */
  delete(id: string): Promise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/organizations/${id}` });
  }
}

class Projects {
  constructor(private readonly http: HttpClient) {}
  /** The project and its first test and live secret keys, shown this once (admin). */
  create(params: ProjectCreateParams): Promise<ProjectWithSecretKeys> {
    return this.http.request({ method: 'POST', path: '/api/projects', body: params });
  }
  list(params?: ProjectListParams): Promise<Project[]> {
    return this.http.request<{ projects: Project[] }>({ method: 'GET', path: '/api/projects', query: params }).then(field('projects'));
  }
  retrieve(id: string): Promise<Project> {
    return this.http.request<{ project: Project }>({ method: 'GET', path: path`/api/projects/${id}` }).then(field('project'));
  }
  /** Renames it or sets its receiving address (admin). */
  update(id: string, params: ProjectUpdateParams): Promise<Project> {
    return this.http.request<{ project: Project }>({ method: 'PATCH', path: path`/api/projects/${id}`, body: params }).then(field('project'));
  }
  /** A new secret key of `mode`, shown this once; the old one works for the grace period (admin). */
  rotateKey(id: string, params: KeyRotationParams): Promise<KeyRotation> {
    return this.http.request({ method: 'POST', path: path`/api/projects/${id}/keys/rotate`, body: params });
  }
}

class CircomFiles {
  constructor(private readonly http: HttpClient) {}
  /** A circuit (`.circom`) or input (`.json`) file of a project (admin). */
  create(params: CircomFileCreateParams): Promise<CircomFile> {
    return this.http.request<{ file: CircomFile }>({ method: 'POST', path: '/api/circom-files', body: params }).then(field('file'));
  }
  list(params?: CircomFileListParams): Promise<CircomFile[]> {
    return this.http.request<{ files: CircomFile[] }>({ method: 'GET', path: '/api/circom-files', query: params }).then(field('files'));
  }
  retrieve(id: string): Promise<CircomFile> {
    return this.http.request<{ file: CircomFile }>({ method: 'GET', path: path`/api/circom-files/${id}` }).then(field('file'));
  }
  /** Replaces several files' content at once, all or none (admin). */
  update(params: CircomFilesUpdateParams): Promise<Message> {
    return this.http.request({ method: 'PUT', path: '/api/circom-files', body: params });
  }
  delete(id: string): Promise<Message> {
    return this.http.request({ method: 'DELETE', path: path`/api/circom-files/${id}` });
  }
}

class ZkProofs {
  constructor(private readonly http: HttpClient) {}
  /** A record of a project's circuit file, `circuit_path` naming it (admin). */
  create(params: ZkProofCreateParams): Promise<ZkProof> {
    return this.http.request<{ proof: ZkProof }>({ method: 'POST', path: '/api/zk-proofs', body: params }).then(field('proof'));
  }
  list(params?: ZkProofListParams): Promise<ZkProof[]> {
    return this.http.request<{ proofs: ZkProof[] }>({ method: 'GET', path: '/api/zk-proofs', query: params }).then(field('proofs'));
  }
  retrieve(id: string): Promise<ZkProof> {
    return this.http.request<{ proof: ZkProof }>({ method: 'GET', path: path`/api/zk-proofs/${id}` }).then(field('proof'));
  }
  update(id: string, params: ZkProofUpdateParams): Promise<ZkProof> {
    return this.http.request<{ proof: ZkProof }>({ method: 'PATCH', path: path`/api/zk-proofs/${id}`, body: params }).then(field('proof'));
  }
  /** Starts compiling the circuit and the Groth16 setup in the background (admin); follow `retrieve(id).status`. */
  compile(id: string): Promise<Message> {
    return this.http.request({ method: 'POST', path: path`/api/zk-proofs/${id}/compile` });
  }
  /**
   * A compiled artifact's bytes: `circuit.r1cs`, `circuit.wasm`, `circuit.sym`,
   * `circuit_final.zkey`, `verification_key.json` or `verifier.sol`; of `version`, or the current one.
   */
  artifact(id: string, name: string, params?: ArtifactParams): Promise<Uint8Array> {
    return this.http.request({ method: 'GET', path: path`/api/zk-proofs/${id}/artifacts/${name}`, query: params, answer: 'bytes' });
  }
  /** Starts deploying the record's Groth16 verifier on `chain`; follow `retrieve(id).deployments`. */
  deploy(id: string, params: ZkProofDeployParams): Promise<Message> {
    return this.http.request({ method: 'POST', path: path`/api/zk-proofs/${id}/deploy`, body: params });
  }
}

class Compilations {
  constructor(private readonly http: HttpClient) {}
  /** Compiles a circuit file and computes the witness of an input file in the background (admin). */
  create(params: CompilationCreateParams): Promise<{ compilation_id: string }> {
    return this.http.request({ method: 'POST', path: '/api/circom-compilations', body: params });
  }
  retrieve(id: string): Promise<Compilation> {
    return this.http.request<{ compilation: Compilation }>({ method: 'GET', path: path`/api/circom-compilations/${id}` }).then(field('compilation'));
  }
}

/**
 * The platform interface (`/api`) with a user's access token: profile, organizations and members,
 * projects and their keys, circom files, ZK proof records, compilations. Answers are the resource
 * itself (the `{organization: …}` envelope taken off); lists are arrays (the platform does not page).
 */
export class ProofpayPlatform {
  readonly profile: { retrieve(): Promise<Profile> };
  readonly organizations: Organizations;
  readonly projects: Projects;
  readonly circomFiles: CircomFiles;
  readonly zkProofs: ZkProofs;
  readonly compilations: Compilations;
  /** A checkout session of a project the caller belongs to (`GET /sessions?id=`). */
  readonly sessions: { retrieve(id: string): Promise<PlatformCheckoutSession> };

  constructor({ token, ...options }: ProofpayPlatformOptions) {
    if (!token) throw new TypeError('token is required: a platform access token (JWT)');
    const http = new HttpClient(token, options);
    this.profile = { retrieve: () => http.request<{ profile: Profile }>({ method: 'GET', path: '/api/user/profile' }).then(field('profile')) };
    this.organizations = new Organizations(http);
    this.projects = new Projects(http);
    this.circomFiles = new CircomFiles(http);
    this.zkProofs = new ZkProofs(http);
    this.compilations = new Compilations(http);
    this.sessions = {
      retrieve: (id) => http.request<{ session: PlatformCheckoutSession }>({ method: 'GET', path: '/sessions', query: { id } }).then(field('session')),
    };
  }
}
