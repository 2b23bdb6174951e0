// The same-origin rule is the site's (core/http/sameOrigin.ts): the newsroom's writes and the
// readers' plain HTML forms follow it alike.
export { sameOriginTest } from '../../core/http/sameOrigin';
