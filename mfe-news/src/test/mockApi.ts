// The home and popular tests import `reply` from here; it is the shared one.
export { reply } from '@janmat/shared/testing';
