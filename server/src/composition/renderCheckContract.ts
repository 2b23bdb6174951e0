import type { PageComposition } from '@janmat/shared/contracts';

/** One page rendered by a render check: its HTTP status and the errors the render met. */
export interface RenderResult {
  status: number;
  errors: string[];
}

/** The pages of one composition being rendered; closed when pre-flight is done with them. */
export interface RenderSession {
  render(url: string): Promise<RenderResult>;
  close(): Promise<void>;
}

/**
 * Renders pages on the server with `composition` (the candidate build in its section, live builds
 * elsewhere): each page's status and the errors the render met (the section's code throwing, a
 * module that would not load). Pre-flight (releases/preflight.ts) is given one; the pages provide it
 * (pages/renderCheck.ts: in a process of its own, not in the server's), and app.ts hands it over.
 */
export type RenderCheck = (composition: PageComposition) => RenderSession;

/** A render check stopped because its pages took longer than its limit altogether. */
export class RenderTooSlow extends Error {
  constructor(readonly limitMs: number) {
    super(`render check stopped after ${limitMs} ms`);
  }
}
