/** varnishState.mjs, for the end-to-end journeys (TypeScript). */
export declare function backendHealth(workDir: string): Record<string, boolean>;
export declare function varnishStats(workDir: string): Record<string, number>;
