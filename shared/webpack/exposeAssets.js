// @ts-check
/**
 * The manifest's list of the files each exposed module needs at once (`exposes[].assets.js.sync`),
 * taken from the expose's own chunk group. The federation runtime fetches that list beside the
 * remote's entry on every `loadRemote`. The manifest plugin builds it from the chunk that carries the
 * expose's name, and when that chunk is merged with one every expose loads, it lists the other
 * exposes' files too: a widget (`polls/PollWidget`) then fetched the section's routes and the
 * server-only `pageData`.
 */

/** Webpack's chunk name of an exposed module's async block: `./routes` → `__federation_expose_routes`. */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/**
 * @param {{ exposes?: { name: string, assets: { js: { sync: string[] } } }[] }} stats the manifest being written
 * @param {(groupName: string) => string[] | undefined} filesOf JavaScript files of a named chunk group, if it exists
 */
function ownExposeAssets(stats, filesOf) {
  for (const expose of stats.exposes ?? []) {
    const files = filesOf(`${EXPOSE_CHUNK_PREFIX}${expose.name}`);
    if (files) expose.assets.js.sync = files;
  }
  return stats;
}

module.exports = { ownExposeAssets };
