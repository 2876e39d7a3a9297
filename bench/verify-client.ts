/**
 * The HTTP client of bench/verify.ts, as a child process (bench/http-verify-target.ts forks it):
 * so that the bench's figures of the API's process, its main thread above all, hold none of the
 * client's work (its requests' JSON, fetch, the answers' parse). It posts the request bodies it is
 * sent to POST /v1/zk/verifications, `clients` at a time, and answers each item's verdict: verified,
 * with a receipt.
 */

/** What the bench sends: the bodies, already JSON text, and where to post them. */
export interface ClientRun {
  url: string;
  token: string;
  bodies: string[];
  clients: number;
}
/** What the client answers: the verdicts of every body's items in order, or why it stopped. */
export type ClientAnswer = { verdicts: boolean[] } | { error: string };

type BatchAnswer = { items?: { data: { verification: { verified: boolean; receipt: string } | null }[] } };

async function post({ url, token }: ClientRun, body: string): Promise<boolean[]> {
  const response = await fetch(`${url}/v1/zk/verifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as BatchAnswer;
  if (response.status !== 200 || !answer.items) throw new Error(`batch answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.items.data.map((d) => d.verification?.verified === true && d.verification.receipt.length > 0);
}

async function run(request: ClientRun): Promise<boolean[]> {
  const verdicts: boolean[][] = new Array(request.bodies.length);
  let next = 0;
  const client = async () => {
    for (let k = next++; k < request.bodies.length; k = next++) verdicts[k] = await post(request, request.bodies[k]!);
  };
  await Promise.all(Array.from({ length: request.clients }, client));
  return verdicts.flat();
}

process.on('message', (request: ClientRun) => {
  run(request).then(
    (verdicts) => process.send!({ verdicts } satisfies ClientAnswer),
    (error: unknown) => process.send!({ error: String(error) } satisfies ClientAnswer),
  );
});
process.on('disconnect', () => process.exit(0));
