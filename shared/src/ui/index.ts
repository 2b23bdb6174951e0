export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { EmptyState } from './EmptyState';
export { LoadError, type LoadErrorProps } from './LoadError';
export { NewsCard, type NewsCardProps } from './NewsCard';
export { NotFound } from './NotFound';
export { PageHeading } from './PageHeading';
export { PageMeta, type PageMetaProps } from './PageMeta';
export { Skeleton, type SkeletonProps } from './Skeleton';
