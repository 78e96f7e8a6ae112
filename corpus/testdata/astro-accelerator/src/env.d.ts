/// <reference path="../.astro/types.d.ts" />
/** @format */

/// <reference types="astro/client" />
