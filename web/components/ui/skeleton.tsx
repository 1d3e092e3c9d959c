export { Skeleton } from './spinner';
