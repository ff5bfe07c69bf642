/** Catalogue page sizes (spec 000 §9) and request field codes, free of zod so a public page can take them cheaply; catalogue.ts re-exports them. */

/** Microservice groups: 2 featured + 6 compact; 更多 when the group total is above 5 (spec 000 §9). */
export const MICRO_GROUP_SIZE = 8;
export const MICRO_MORE_ABOVE = 5;
/** Models per sort on /Mechanism and in `model/portal` (spec 000 §9). */
export const MODEL_GROUP_SIZE = 6;

/** requestType: 2, 4, 6, 8 numeric (8 may be an object of sub-values), 10 file, others text. */
export const REQUEST_TYPES = { int: 2, long: 4, float: 6, number: 8, text: 1, file: 10 } as const;
/** requestLocation: 1 header, 2 query, 3 body. */
export const REQUEST_LOCATIONS = { header: 1, query: 2, body: 3 } as const;
