import { dev } from '$app/environment';

// vibelens-planted: corpus page (a copy of /about) with planted layout bugs
export const csr = dev;
export const prerender = true;
