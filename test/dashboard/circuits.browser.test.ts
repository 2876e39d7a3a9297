import type { Locator } from 'playwright-core';
import t from 'tap';
import { startWorkerServer } from '../../src/server/worker-server.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { ANVIL_DEPLOYER_KEY, startLocalChain } from '../helpers/chain.js';
import { LOCAL_REGISTRY_FIXTURE } from '../helpers/chain-registry.js';
import { sampleCircuit } from '../helpers/circuits.js';
import { apiFromPage, assertAccessible, heading, openTab, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';
import { testLog } from '../helpers/log.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

/** A table row's cells as text, without the last (a time in the browser's locale). */
const cells = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((text) => text.trim()).slice(0, -1);

/** Long enough for a worker to compile a small circuit and run its setup (or deploy, or verify a batch) on a busy machine; only a hung job reaches it. */
const WORK_BOUND_MS = 240_000;

t.test(
  'circuits and verifications in Chromium: a file, a proof record compiled live, its artifacts, verifications and a batch followed live',
  { skip: skipWithoutChromium() },
  async (t) => {
    // A testnet chain (anvil, with the CREATE2 proxy) and its deployer key, for the verifier's deploy.
    const chain = await startLocalChain(t);
    // No worker yet: the compile and the batch wait, queued, until the test starts one, so the pages are seen following them.
    const dashboard = await startDashboard(t, {
      env: { CHAIN_REGISTRY_FILE: LOCAL_REGISTRY_FIXTURE, RPC_URL_LOCAL_ANVIL: chain.rpcUrl, DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY },
    });
    const { app } = dashboard;
    const admin = await openTab(t, dashboard);
    const { page } = admin;
    let projectId = '';
    let testKey = '';

    await t.test('an organization and a project made through the pages', async (t) => {
      await signInAs(admin, app, 'ada@example.test');
      await heading(page, 'New organization').waitFor();
      await page.getByLabel('Name').fill('Acme');
      await page.getByRole('button', { name: 'Create organization' }).click();
      await heading(page, 'Acme').waitFor();
      await page.getByRole('link', { name: 'New project' }).click();
      await page.getByLabel('Name').fill('Prover');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('heading', { name: 'Save your secret keys now' }).waitFor();
      await heading(page, 'Prover').waitFor();
      testKey = (await page.locator('code.secret').first().textContent())!;
      await page.getByRole('button', { name: 'I have saved them' }).click();
      projectId = page.url().split('/').pop()!;
      t.match(projectId, /^proj_/);
      await admin.assertClean(t, 'project');
    });

    await t.test('a circuit uploaded through the page, and a broken one typed in', async (t) => {
      await page.getByRole('link', { name: 'Circuits' }).click();
      await heading(page, 'Circuits').waitFor();
      t.equal(await page.getByText('No file yet.').count(), 1);
      await page
        .getByLabel('Or upload a file')
        .setInputFiles({ name: 'multiplier.circom', mimeType: 'text/plain', buffer: Buffer.from(sampleCircuit('multiplier.circom')) });
      // The page reads the file and fills the form in: its name, its content.
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === 'multiplier.circom');
      t.match(await page.getByLabel('Content').inputValue(), /template Multiplier/, 'the content comes from the file');
      await page.getByRole('button', { name: 'Add file' }).click();
      await page.getByRole('link', { name: 'multiplier.circom' }).waitFor();

      await page.getByLabel('Name').first().fill('broken.circom');
      await page.getByLabel('Content').fill('pragma circom 2.1.0;\n\ntemplate Broken() {\n  signal input a\n}\n\ncomponent main = Broken();\n');
      await page.getByRole('button', { name: 'Add file' }).click();
      await page.getByRole('link', { name: 'broken.circom' }).waitFor();
      const { rows } = await app.db.query('SELECT name, content FROM circom_files WHERE project_id = $1 ORDER BY name', [projectId]);
      t.same(
        rows.map((row) => row.name),
        ['broken.circom', 'multiplier.circom'],
        'both stored through the /api',
      );
      t.equal(rows[1].content, sampleCircuit('multiplier.circom'), 'the uploaded content, unchanged');
      await assertAccessible(t, page, 'circuits');
      await admin.assertClean(t, 'files');
    });

    await t.test('a proof record made and its compile started through the page: queued while no worker runs', async (t) => {
      await page.getByLabel('Name').last().fill('Multiplier');
      await page.getByLabel('Circuit', { exact: true }).selectOption('multiplier.circom');
      await page.getByRole('button', { name: 'Create proof record' }).click();
      await heading(page, 'Multiplier').waitFor();
      t.equal(await page.locator('#proof-status').textContent(), 'draft');
      t.equal(await page.getByText('Compile the record to get its artifacts.').count(), 1);
      await page.getByRole('button', { name: 'Compile', exact: true }).click();
      await page.locator('#proof-status').filter({ hasText: 'compiling: queued (0 %)' }).waitFor();
      t.ok(await page.getByRole('button', { name: 'Compile', exact: true }).isDisabled(), 'no second compile while one runs');
      await assertAccessible(t, page, 'proof record compiling');
      await admin.assertClean(t, 'compile started');
    });

    const linear = loadFixture('linear_combination');
    let recordId = '';
    let batchId = '';
    let compiledUrl = '';
    const verifications = await openTab(t, dashboard, { width: 390, colorScheme: 'dark' });

    await t.test("verifications made with the project's key on /v1 are listed; a queued batch shows its progress", async (t) => {
      recordId = await insertProofRecord(app.db, projectId, linear.vk);
      const verify = (item: unknown) => app.request(`/v1/zk/proofs/${recordId}/verify`, { method: 'POST', token: testKey, json: item });
      const valid = (await (await verify(linear.proofs[0])).json()) as { id: string; verified: boolean };
      const tampered = clone(linear.proofs[1]!);
      tampered.public_signals[0] = '7';
      const invalid = (await (await verify(tampered)).json()) as { id: string; verified: boolean };
      t.same([valid.verified, invalid.verified], [true, false]);
      const items = Array.from({ length: 150 }, (_, k) => ({ proof_id: recordId, ...clone(linear.proofs[k % linear.proofs.length]!) }));
      items[5]!.public_signals[0] = '7';
      const batch = await app.request('/v1/zk/verifications', { method: 'POST', token: testKey, json: { items } });
      t.equal(batch.status, 202, 'queued: more items than are verified at once');
      batchId = ((await batch.json()) as { id: string }).id;

      await signInAs(verifications, app, 'ada@example.test');
      await verifications.page.goto(`${app.url}/dashboard/projects/${projectId}/verifications`);
      await heading(verifications.page, 'Verifications').waitFor();
      const batchRow = verifications.page.getByRole('row').filter({ hasText: batchId });
      await batchRow.waitFor();
      t.same(await cells(batchRow), [batchId, 'queued', '0/150', '0', '0', '0'], 'queued, nothing processed');
      const rows = verifications.page.getByRole('region', { name: 'Verifications', exact: true }).getByRole('row');
      t.equal(await rows.count(), 3, 'a heading row and the two verifications');
      const recordName = `record ${recordId}`;
      t.same(
        await cells(rows.nth(1)),
        ['invalid', recordName, invalid.id, 'none'],
        'newest first: the verdict, the record by name, the receipt id, no attestation',
      );
      t.same(await cells(rows.nth(2)), ['valid', recordName, valid.id, 'Attestation']);
      await rows.nth(2).getByText('Attestation', { exact: true }).click();
      await rows
        .nth(2)
        .locator('.attestation-status')
        .filter({ hasText: /^pending$/ })
        .waitFor();
      t.pass("a valid verification's attestation opens: pending, no worker has built its tree yet");
      await assertAccessible(t, verifications.page, 'verifications, 390 px, dark');
      await verifications.assertClean(t, 'verifications');
    });

    await t.test('with a worker running, the compile reaches compiled and the batch completes, each followed live by its page', async (sub) => {
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await verifications.page.evaluate(() => Object.assign(window, { notReloaded: true }));
      const worker = await startWorkerServer({ config: app.config, log: testLog, db: app.db, databaseUrl: app.databaseUrl, close: async () => {} });
      t.teardown(() => worker.close()); // it serves the later subtests too

      await page
        .locator('#proof-status')
        .filter({ hasText: /^compiled$/ })
        .waitFor({ timeout: WORK_BOUND_MS });
      sub.equal(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'the page followed the compile without a reload');
      const links = page.getByRole('region', { name: 'Artifacts' }).getByRole('link');
      sub.same(await links.allTextContents(), ['circuit.wasm', 'circuit_final.zkey', 'verification_key.json', 'verifier.sol', 'circuit.r1cs', 'circuit.sym']);
      // Each link is the /api's own path; the session cookie authenticates the download.
      const key = await page.evaluate(
        async (href) => {
          const response = await fetch(href);
          return { status: response.status, disposition: response.headers.get('content-disposition'), vk: await response.json() };
        },
        (await links.nth(2).getAttribute('href'))!,
      );
      sub.match(key, { status: 200, disposition: 'attachment; filename="verification_key.json"', vk: { protocol: 'groth16', curve: 'bn128' } });
      sub.equal(await page.getByText('Deploy the verifier to get its address, ABI and call snippets.').count(), 1);
      await assertAccessible(sub, page, 'compiled proof record');
      compiledUrl = page.url();
      await admin.assertClean(sub, 'compiled');

      const batchRow = verifications.page.getByRole('row').filter({ hasText: batchId });
      await batchRow.filter({ hasText: 'completed' }).waitFor({ timeout: WORK_BOUND_MS });
      sub.same(await cells(batchRow), [batchId, 'completed', '150/150', '149', '1', '0'], 'all processed: 149 valid, 1 invalid, no error');
      sub.equal(await verifications.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'followed without a reload');
      await screenshot(verifications.page, 'verifications');
      await verifications.assertClean(sub, 'batch completed');
    });

    await t.test('the verifier deployed through the page, followed live to deployed, then its deployment and call snippets', async (t) => {
      t.equal(await page.getByLabel('Chain', { exact: true }).inputValue(), 'local-anvil', 'the deployable chain chosen');
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await page.getByRole('button', { name: 'Deploy verifier' }).click();
      await page
        .locator('#proof-status')
        .filter({ hasText: /^deployed$/ })
        .waitFor({ timeout: WORK_BOUND_MS });
      t.equal(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'followed without a reload');
      const [chainKey, address] = await cells(page.getByRole('region', { name: 'Deployments' }).getByRole('row').nth(1));
      t.equal(chainKey, 'local-anvil');
      t.match(address, /^0x[0-9a-fA-F]{40}$/);
      t.not(await chain.provider.getCode(address!), '0x', 'the verifier is on the chain');
      const cast = (await page.getByRole('region', { name: 'cast', exact: true }).textContent())!;
      t.ok(cast.includes(address!) && cast.includes('$RPC_URL_LOCAL_ANVIL'), 'the cast snippet calls that verifier');
      const attested = (await page.getByRole('region', { name: 'attestation, solidity', exact: true }).textContent())!;
      t.match(
        attested,
        /contract AttestedProofConsumer[\s\S]*IAttestationRegistry\(0x[0-9a-fA-F]{40}\)/,
        'and the attestation consumer, its registry filled in',
      );
      await assertAccessible(t, page, 'deployed proof record');
      await screenshot(page, 'circuits-proof');
      await admin.assertClean(t, 'deployed');
    });

    await t.test("a compile that fails shows the compiler's error", async (t) => {
      await page.getByRole('link', { name: 'Circuits' }).click();
      await heading(page, 'Circuits').waitFor();
      t.match(await page.getByRole('region', { name: 'Proof records', exact: true }).last().textContent(), /Multiplier.*deployed/);
      await page.getByLabel('Name').last().fill('Broken');
      await page.getByLabel('Circuit', { exact: true }).selectOption('broken.circom');
      await page.getByRole('button', { name: 'Create proof record' }).click();
      await heading(page, 'Broken').waitFor();
      await page.getByRole('button', { name: 'Compile', exact: true }).click();
      await page
        .locator('#proof-status')
        .filter({ hasText: /^failed at compile$/ })
        .waitFor({ timeout: WORK_BOUND_MS });
      t.match(await page.getByRole('region', { name: 'Why it failed' }).textContent(), /broken\.circom:\d+:\d+: /);
      await assertAccessible(t, page, 'failed proof record');
      await admin.assertClean(t, 'failed compile');
    });

    await t.test('a file edited and saved, another deleted, through the pages', async (t) => {
      await page.getByRole('link', { name: 'Circuits' }).click();
      await heading(page, 'Circuits').waitFor();
      await screenshot(page, 'circuits');
      await page.getByRole('link', { name: 'multiplier.circom' }).click();
      await heading(page, 'multiplier.circom').waitFor();
      const edited = `${sampleCircuit('multiplier.circom')}// reviewed\n`;
      await page.getByLabel('Content').fill(edited);
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved at/ })
        .waitFor();
      const { rows } = await app.db.query("SELECT content FROM circom_files WHERE name = 'multiplier.circom'");
      t.equal(rows[0].content, edited, 'saved as written');
      await assertAccessible(t, page, 'circom file');

      await page.getByRole('link', { name: 'Circuits' }).click();
      await page.getByRole('link', { name: 'broken.circom' }).click();
      await heading(page, 'broken.circom').waitFor();
      await page.getByRole('button', { name: 'Delete broken.circom' }).click();
      await heading(page, 'Circuits').waitFor();
      t.equal(await page.getByRole('link', { name: 'broken.circom' }).count(), 0, 'gone from the list');
      t.same((await app.db.query("SELECT 1 FROM circom_files WHERE name = 'broken.circom'")).rows, []);
      await admin.assertClean(t, 'edit and delete');
    });

    await t.test('a member reads the circuits but gets no way to change them, and the API refuses them', async (t) => {
      const member = await openTab(t, dashboard);
      await signInAs(member, app, 'bob@example.test');
      await page.getByRole('link', { name: 'Prover' }).click();
      await page.getByRole('link', { name: 'Acme' }).click();
      await heading(page, 'Acme').waitFor();
      await page.getByLabel('Email').fill('bob@example.test');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByRole('cell', { name: 'bob@example.test', exact: true }).waitFor();

      await member.page.goto(`${app.url}/dashboard/projects/${projectId}/circuits`);
      await heading(member.page, 'Circuits').waitFor();
      await member.page.getByRole('link', { name: 'multiplier.circom' }).waitFor();
      t.equal(
        await member.page
          .getByRole('button')
          .filter({ hasText: /Add file|Create proof record/ })
          .count(),
        0,
        'no forms to add',
      );
      await member.page.getByRole('link', { name: 'multiplier.circom' }).click();
      await heading(member.page, 'multiplier.circom').waitFor();
      t.match(await member.page.getByRole('region', { name: 'Content of multiplier.circom' }).textContent(), /template Multiplier/, 'the content, read-only');
      t.equal(
        await member.page
          .getByRole('button')
          .filter({ hasText: /Save|Delete/ })
          .count(),
        0,
        'no save, no delete',
      );
      await member.page.goto(compiledUrl);
      await heading(member.page, 'Multiplier').waitFor();
      await member.page.getByRole('region', { name: 'Artifacts' }).getByRole('link', { name: 'verifier.sol' }).waitFor();
      t.equal(
        await member.page
          .getByRole('button')
          .filter({ hasText: /Compile|Deploy/ })
          .count(),
        0,
        'no compile, no deploy',
      );
      const refused = await apiFromPage(member.page, 'POST', `/api/zk-proofs/${compiledUrl.split('/').pop()}/compile`);
      t.equal(refused.status, 403, "the API refuses a member's compile");
      await assertAccessible(t, member.page, 'proof record as a member');
      await member.assertClean(t, 'member', [/status of 403/]);
      await admin.assertClean(t, 'member added');
    });
  },
);
