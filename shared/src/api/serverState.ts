import { API_STATE_SCRIPT_ID, STATE_SRC_ATTRIBUTE } from '../contracts/runtimeConfig';
import type { DehydratedApi } from './hydration';
import { readJsonScript } from './jsonScript';

/**
 * The query results a server-rendered page was rendered with: inside the page, or at the address its
 * state element names, fetched with the scripts (the boot loader preloads it). Undefined when there
 * are none or they can no longer be had: the page is then rendered here, with the data of now.
 */
export async function readServerState(): Promise<DehydratedApi | undefined> {
  if (typeof document === 'undefined') return undefined;
  const src = document.getElementById(API_STATE_SCRIPT_ID)?.getAttribute(STATE_SRC_ATTRIBUTE);
  if (!src) return readJsonScript(API_STATE_SCRIPT_ID) as DehydratedApi | undefined;
  try {
    const res = await fetch(src, { credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as DehydratedApi) : undefined;
  } catch {
    return undefined;
  }
}
