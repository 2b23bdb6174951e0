// `@janmat/shared/page-frame`: the frame a section's page starts with (head tags, breadcrumb, h1),
// outside the federated root entry so that only the sections that use it (media, static, search)
// carry its code; what it is made of comes from the root.
export { PageFrame, type PageFrameProps } from './PageFrame';
