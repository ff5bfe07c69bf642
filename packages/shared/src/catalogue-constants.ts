/** Catalogue page sizes (spec 000 §9), free of zod so a public page can take them cheaply; catalogue.ts re-exports them. */

/** Microservice groups: 2 featured + 6 compact; 更多 when the group total is above 5 (spec 000 §9). */
export const MICRO_GROUP_SIZE = 8;
export const MICRO_MORE_ABOVE = 5;
/** Models per sort on /Mechanism and in `model/portal` (spec 000 §9). */
export const MODEL_GROUP_SIZE = 6;
