// The process pre-flight renders a candidate build's pages in (renderCheckProcess.ts starts it, under
// Node's permission model, with no settings and no database). The build (server/build.mjs) emits it as
// dist/renderCheckWorker.js. It loads the shell's server build and, through it, the sections' server
// containers, and asks the server for every read its pages make.
import { createRequire } from 'node:module';
import type { ApiAnswer, RenderedPage, RenderRequest } from '@janmat/shared/server';
import type { FromWorker, RenderMessage, StartMessage, ToWorker } from './renderCheckProtocol';

interface ShellServer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

const send = (message: FromWorker) => process.send?.(message);
const reads = new Map<number, (answer: ApiAnswer) => void>();
let nextRead = 0;
let start: StartMessage | undefined;
let shell: ShellServer | undefined;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `GET path` of the readers' API, answered by the server. */
function readApi(path: string): Promise<ApiAnswer> {
  const id = nextRead++;
  return new Promise((resolve) => {
    reads.set(id, resolve);
    send({ type: 'read', id, path });
  });
}

async function render({ id, url, route }: RenderMessage): Promise<void> {
  if (!start) return;
  try {
    shell ??= createRequire(__filename)(start.shell) as ShellServer;
    const page = await shell.renderPage({
      url,
      route,
      remotes: start.remotes,
      readApi,
      config: start.config,
      deadlineMs: start.deadlineMs,
      render: true,
    });
    send({ type: 'rendered', id, status: page.status, errors: page.errors.map(String) });
  } catch (error) {
    send({ type: 'rendered', id, status: 500, errors: [message(error)] });
  }
}

process.on('message', (value: ToWorker) => {
  if (value.type === 'start') start = value;
  else if (value.type === 'render') void render(value);
  else if (value.type === 'answer') {
    reads.get(value.id)?.(value.answer);
    reads.delete(value.id);
  }
});
// The server went away or is done: nothing here may outlive it.
process.on('disconnect', () => process.exit(0));
