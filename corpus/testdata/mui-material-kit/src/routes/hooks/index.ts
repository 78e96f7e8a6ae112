export { useRouter } from './use-router';

export { usePathname } from './use-pathname';
