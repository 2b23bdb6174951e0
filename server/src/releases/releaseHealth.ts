import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { startGuardrails } from './guardrails';
import { RenderRecorder } from './renderHealth';
import { signPageToken, siteSecret } from './rumToken';

/**
 * Section health for releases: pages carry a beacon token signed with the site's secret, the
 * server's renders are counted per build, and the guardrails judge every canary; all stop with the app.
 */
export async function startReleaseHealth(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const secret = await siteSecret(deps.db);
  deps.pageToken = (composition, owner, at) => signPageToken(secret, { composition, owner, at });
  const renders = new RenderRecorder(deps.db, {
    onError: (error) => app.log.error({ err: error }, 'render health not written'),
  });
  deps.recordRender = (release, ms, failed) => renders.record(release, ms, failed);
  const guardrails = startGuardrails(deps, { log: app.log });
  app.addHook('onClose', async () => {
    guardrails.stop();
    await renders.close();
  });
}
